import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Registration } from '../db/schema';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../db/test-database';
import { manualClock } from './clock';
import type { HandlerOutcome } from './flows/types';
import { familyHandlers } from './handlers/family';
import { INVITATION_LIMITS, INVITATION_MESSAGES, nameForMessage } from './invitations';
import { readOutbox } from './outbox';
import { createPinEngine, PIN_RULES } from './pins';
import { newId } from './secrets';

const handlers = familyHandlers({
  publicBaseUrl: 'https://join.example.test',
  tokens: {} as never,
  verifyPublicToken: () => false,
});

/** The outcome of a refusal rolls the transaction back, as the flow engine does. */
class RolledBack extends Error {}

describe.each(testDatabaseKinds)('invitation limits on %s', (kind) => {
  let test: TestDatabase;
  const clock = manualClock(new Date());
  let phoneSeq = 0;
  const newPhone = () => `+1555555${String(8100 + phoneSeq++)}`;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.close());

  /** A parent (or teen) at the family step of a registration, in a family of their own or `familyUid`. */
  async function member(
    options: { familyUid?: string; firstName?: string; role?: 'parent' | 'child' } = {},
  ) {
    const id = newId('usr');
    const phoneNumber = newPhone();
    await test.db
      .insertInto('users')
      .values({
        id,
        family_uid: options.familyUid ?? newId('fam'),
        role: options.role ?? 'parent',
        phone_number: phoneNumber,
        profile: { firstName: options.firstName ?? 'Pat' },
        next_register_step: 'register',
      })
      .execute();
    const registration = await test.db
      .insertInto('registrations')
      .values({
        id: newId('reg'),
        user_id: id,
        phone_number: phoneNumber,
        role: options.role ?? 'parent',
        flow_id: options.role === 'child' ? 'child_first_flow_1' : 'parent_flow_1',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return registration;
  }

  /** Answers one question through its handler in one transaction, kept only when accepted. */
  async function answer(
    registration: Registration,
    name: 'add_child_info' | 'invite_parent',
    value: unknown,
  ): Promise<HandlerOutcome> {
    const handler = name === 'add_child_info' ? handlers.child! : handlers.invite_parent!;
    let outcome: HandlerOutcome | undefined;
    try {
      await test.db.transaction().execute(async (trx) => {
        outcome = await handler({
          trx,
          now: clock.now(),
          registration,
          state: {},
          question: { name, kind: name === 'add_child_info' ? 'child' : 'phone' },
          value,
          answers: {},
          locale: 'en',
        });
        if (outcome.error) throw new RolledBack();
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
    return outcome!;
  }

  const kids = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      firstName: `Kid${'abcdefghijklmnop'[i]}`,
      phoneNumber: newPhone(),
    }));
  const textsTo = async (phones: string[]) =>
    (await Promise.all(phones.map((phone) => readOutbox(test.db, { recipient: phone })))).flat();

  it('refuses more than 10 children in one answer at the field, adding and texting no one', async () => {
    const parent = await member();
    const children = kids(INVITATION_LIMITS.childrenPerAnswer + 1);
    const outcome = await answer(parent, 'add_child_info', children);
    expect(outcome.error).toMatchObject({
      action: 'add_child_info',
      code: 'ERR_TOO_MANY_CHILDREN',
      message: INVITATION_MESSAGES.ERR_TOO_MANY_CHILDREN,
    });
    expect(await textsTo(children.map((child) => child.phoneNumber))).toEqual([]);
    const ten = kids(INVITATION_LIMITS.childrenPerAnswer);
    expect((await answer(parent, 'add_child_info', ten)).error).toBeUndefined();
    expect(await textsTo(ten.map((child) => child.phoneNumber))).toHaveLength(10);
  });

  it('caps invitations at 10 per family per day, whoever in the family sends them', async () => {
    const teen = await member({ role: 'child', firstName: 'Robin' });
    const parent = await member({ familyUid: teen.user_id ? await familyOf(teen.user_id) : '' });
    expect(
      (await answer(teen, 'invite_parent', { phoneNumber: newPhone() })).error,
    ).toBeUndefined();
    const tooMany = kids(INVITATION_LIMITS.perFamilyPerDay);
    expect((await answer(parent, 'add_child_info', tooMany)).error).toMatchObject({
      code: 'ERR_INVITATION_LIMIT',
      message: INVITATION_MESSAGES.ERR_INVITATION_LIMIT,
    });
    expect(await textsTo(tooMany.map((child) => child.phoneNumber))).toEqual([]);
    // Children without a phone are no invitation; nine more fit, and a day later ten again.
    expect((await answer(parent, 'add_child_info', [{ firstName: 'Lee' }])).error).toBeUndefined();
    expect((await answer(parent, 'add_child_info', kids(9))).error).toBeUndefined();
    expect((await answer(parent, 'add_child_info', kids(1))).error).toMatchObject({
      code: 'ERR_INVITATION_LIMIT',
    });
    clock.advance(24 * 60 * 60 * 1000);
    expect((await answer(parent, 'add_child_info', kids(10))).error).toBeUndefined();
  });

  it('lets only one of two concurrent answers of one family take the last places', async () => {
    const first = await member();
    const second = await member({ familyUid: await familyOf(first.user_id!) });
    const outcomes = await Promise.all([
      answer(first, 'add_child_info', kids(6)),
      answer(second, 'add_child_info', kids(6)),
    ]);
    expect(outcomes.map((outcome) => outcome.error?.code ?? 'ok').sort()).toEqual([
      'ERR_INVITATION_LIMIT',
      'ok',
    ]);
    const sent = await test.db
      .selectFrom('invitations')
      .select('id')
      .where('inviter_user_id', 'in', [first.user_id!, second.user_id!])
      .execute();
    expect(sent).toHaveLength(6);
  });

  it('counts invitation texts in the number’s hourly window shared with PIN codes', async () => {
    const pins = createPinEngine({ db: test.db, clock, pepper: 'test-pepper' });
    const phoneNumber = newPhone();
    // Someone has had codes sent to the number from many places this hour.
    for (let i = 0; i < PIN_RULES.phoneMessagesPerHour; i += 1) {
      await pins.send({
        phoneNumber,
        deviceUuid: `d-${i}`,
        channel: 'sms',
        locale: 'en',
        client: `192.0.2.${i}`,
      });
    }
    const parent = await member();
    expect(
      (await answer(parent, 'add_child_info', [{ firstName: 'Ari', phoneNumber }])).error,
    ).toMatchObject({
      code: 'ERR_INVITATION_SEND_LIMIT',
      message: INVITATION_MESSAGES.ERR_INVITATION_SEND_LIMIT,
    });
    expect(await readOutbox(test.db, { recipient: phoneNumber })).toHaveLength(
      PIN_RULES.phoneMessagesPerHour,
    );

    // And an invitation counts against the codes: the last place of the hour went to it.
    const invited = newPhone();
    for (let i = 0; i < PIN_RULES.phoneMessagesPerHour - 1; i += 1) {
      await pins.send({
        phoneNumber: invited,
        deviceUuid: `d-${i}`,
        channel: 'sms',
        locale: 'en',
        client: `192.0.2.${i}`,
      });
    }
    expect(
      (await answer(parent, 'add_child_info', [{ firstName: 'Ari', phoneNumber: invited }])).error,
    ).toBeUndefined();
    expect(
      await pins.send({
        phoneNumber: invited,
        deviceUuid: 'd-new',
        channel: 'sms',
        locale: 'en',
        client: '192.0.2.200',
      }),
    ).toMatchObject({ ok: false, code: 'ERR_PIN_SEND_LIMIT' });
  });

  it('refuses to invite a number someone is registering on (its registration could never finish)', async () => {
    // A teen started on their own phone and has no account yet (before the password step).
    const phoneNumber = newPhone();
    await test.db
      .insertInto('registrations')
      .values({
        id: newId('reg'),
        phone_number: phoneNumber,
        role: 'child',
        flow_id: 'child_first_flow_1',
      })
      .execute();
    const parent = await member();
    const outcome = await answer(parent, 'add_child_info', [{ firstName: 'Ari', phoneNumber }]);
    expect(outcome.error).toMatchObject({ code: 'ERR_PHONE_TAKEN' });
    expect(await readOutbox(test.db, { recipient: phoneNumber })).toEqual([]);
  });

  it("keeps an inviter's name out of the text unless it is plain words", async () => {
    for (const [firstName, shown] of [
      ['Robin', 'Robin'],
      ["Mary-Jo O'Neil", "Mary-Jo O'Neil"],
      ['evil.example', 'Your parent'],
      ['Visit https://evil.example/x', 'Your parent'],
      ['bit ly slash abc call 5551234', 'Your parent'],
    ] as const) {
      const parent = await member({ firstName });
      const phoneNumber = newPhone();
      expect(
        (await answer(parent, 'add_child_info', [{ firstName: 'Ari', phoneNumber }])).error,
      ).toBeUndefined();
      const [sms] = await readOutbox(test.db, { recipient: phoneNumber });
      expect(sms!.body).toBe(`${shown} invited you to join their Harbor family: ${sms!.data.link}`);
    }
    expect(nameForMessage('A'.repeat(25), 'Your parent')).toBe('Your parent');
  });

  async function familyOf(userId: string): Promise<string> {
    const user = await test.db
      .selectFrom('users')
      .select('family_uid')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return user.family_uid;
  }
});
