import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionName } from '../../../vocabulary/question-names';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../db/test-database';
import { manualClock } from '../clock';
import { newId } from '../secrets';
import { FLOWS } from './definitions';
import { answerFlow, describeRegistration, flowError } from './engine';
import type { QuestionHandler } from './types';

// A question no flow asks, for a handler to insert (the engine takes any name it is given).
const EXTRA = 'extra_q' as QuestionName;

const clock = manualClock();

describe('flow definitions', () => {
  it('are data: every flow ends with complete, credit waitlist only in 6 and 11', () => {
    for (const flow of Object.values(FLOWS)) {
      expect(flow.groups.at(-1)?.questions.map((q) => q.name)).toEqual(['complete']);
    }
    const withWaitlist = Object.values(FLOWS)
      .filter((flow) => flow.groups.some((g) => g.groupId === 'credit_waitlist'))
      .map((flow) => flow.flowId);
    expect(withWaitlist).toEqual(['parent_flow_6', 'parent_flow_11']);
    expect(Object.keys(FLOWS)).toEqual(
      expect.arrayContaining(['parent_flow_16', 'parent_flow_17']),
    );
  });
});

describe.each(testDatabaseKinds)('flow engine on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.close());

  // One open registration per phone (migration 003): each gets its own number.
  let phoneSeq = 0;
  async function newRegistration(flowId = 'parent_flow_1') {
    const id = newId('reg');
    const phoneNumber = `+1555555${String(100 + phoneSeq++).padStart(4, '0')}`;
    await test.db
      .insertInto('registrations')
      .values({ id, phone_number: phoneNumber, role: 'parent', flow_id: flowId })
      .execute();
    return id;
  }
  const answer = (
    registrationId: string,
    answers: Record<string, unknown>,
    handlers: Record<string, QuestionHandler> = {},
  ) => answerFlow({ db: test.db, clock, registrationId, answers, handlers });

  it('walks the groups in order, keeping answers as prefilled', async () => {
    const id = await newRegistration();
    const first = await answer(id, { set_user_email: 'pat@example.com' });
    // groupId is the position ("2 of 10"), as the page's progress reads it.
    expect(first).toMatchObject({
      groupId: '2',
      groupName: 'account_password',
      flowId: 'parent_flow_1',
      totalGroupsInFlow: 10,
      errors: [],
    });
    expect(first.prefilled).toEqual({ set_user_email: 'pat@example.com' });
    expect(first.nextQuestions.map((q) => q.name)).toEqual(['set_user_password_and_confirm']);
  });

  it('refuses an answer to a later step and changes nothing', async () => {
    const id = await newRegistration();
    const result = await answer(id, { set_plan: 'max' });
    expect(result.groupName).toBe('account_email');
    expect(result.errors).toEqual([
      expect.objectContaining({ action: 'set_plan', code: 'ERR_INVALID_STATE' }),
    ]);
  });

  it('asks again for a missing required answer, and accepts a missing optional one', async () => {
    const id = await newRegistration();
    await answer(id, { set_user_email: 'a@example.com' });
    await answer(id, { set_user_password_and_confirm: 'x' });
    const missing = await answer(id, { set_legal_first_name: 'Pat' });
    expect(missing.groupName).toBe('legal_name');
    expect(missing.errors.map((e) => [e.action, e.code])).toEqual([
      ['set_legal_last_name', 'ERR_REQUIRED'],
    ]);
    const ok = await answer(id, { set_legal_first_name: 'Pat', set_legal_last_name: 'Lee' });
    expect(ok.groupName).toBe('about_you');
  });

  it('rolls back every effect of a group when one answer is refused', async () => {
    const id = await newRegistration();
    const handlers: Record<string, QuestionHandler> = {
      email: async ({ trx }) => {
        await trx
          .insertInto('promo_codes')
          .values({ code: `SIDE-${id}`, state: 'EARNED' })
          .execute();
        return { error: flowError('set_user_email', 'ERR_INVALID_EMAIL', 'Bad email') };
      },
    };
    const result = await answer(id, { set_user_email: 'bad' }, handlers);
    expect(result.errors).toEqual([expect.objectContaining({ code: 'ERR_INVALID_EMAIL' })]);
    const side = await test.db
      .selectFrom('promo_codes')
      .where('code', '=', `SIDE-${id}`)
      .selectAll()
      .execute();
    expect(side).toEqual([]);
  });

  it('asks an inserted group before moving on, and stops a halted flow', async () => {
    const id = await newRegistration();
    const handlers: Record<string, QuestionHandler> = {
      email: async () => ({
        insertGroup: { groupId: 'extra', questions: [{ name: EXTRA, kind: 'text' }] },
      }),
      extra_q: async ({ value }) =>
        value === 'stop'
          ? { halt: flowError('extra_q', 'ERR_KYC_FAIL', 'Stopped') }
          : { keep: value },
    };
    expect((await answer(id, { set_user_email: 'a@example.com' }, handlers)).groupName).toBe(
      'extra',
    );
    const halted = await answer(id, { extra_q: 'stop' }, handlers);
    expect(halted.errors).toEqual([expect.objectContaining({ code: 'ERR_KYC_FAIL' })]);
    const after = await answer(id, { set_user_password_and_confirm: 'x' }, handlers);
    expect(after.errors).toEqual([expect.objectContaining({ code: 'ERR_KYC_FAIL' })]);
  });

  // Browser Back (docs/decisions/071): an earlier group may be answered again, from the
  // checkpoint the last one-way group set, and the flow goes forward from there.
  async function atPlan() {
    const id = await newRegistration();
    await answer(id, { set_user_email: 'back@example.com' });
    await answer(id, { set_user_password_and_confirm: 'x' });
    await answer(id, { set_legal_first_name: 'Pat', set_legal_last_name: 'Lee' });
    await answer(id, { set_date_of_birth: '1980-02-03', set_legal_address: { zip: '10001' } });
    return id;
  }

  it('takes a changed answer to an earlier group and goes forward from there', async () => {
    const id = await atPlan();
    const changed = await answer(id, { set_legal_first_name: 'Sam', set_legal_last_name: 'Lee' });
    expect(changed).toMatchObject({ groupName: 'about_you', groupId: '4', errors: [] });
    // The later answers stay, as prefilled, for the pages the person goes through again.
    expect(changed.prefilled).toMatchObject({
      set_legal_first_name: 'Sam',
      set_date_of_birth: '1980-02-03',
    });
    const again = await answer(id, {
      set_date_of_birth: '1980-02-03',
      set_legal_address: { zip: '10001' },
    });
    expect(again.groupName).toBe('plan');
  });

  it('takes the email again before the password, not after it (one-way)', async () => {
    const id = await newRegistration();
    await answer(id, { set_user_email: 'first@example.com' });
    const back = await answer(id, { set_user_email: 'second@example.com' });
    expect(back).toMatchObject({ groupName: 'account_password', errors: [] });
    expect(back.prefilled).toEqual({ set_user_email: 'second@example.com' });
    await answer(id, { set_user_password_and_confirm: 'x' });
    const settled = await answer(id, { set_user_email: 'third@example.com' });
    expect(settled.groupName).toBe('legal_name');
    expect(settled.errors).toEqual([
      expect.objectContaining({
        action: 'set_user_email',
        code: 'ERR_INVALID_STATE',
        message: 'That answer can no longer be changed. Please answer the current question.',
      }),
    ]);
    expect(settled.prefilled).toMatchObject({ set_user_email: 'second@example.com' });
  });

  it('settles every group before a later one-way group (children)', async () => {
    const id = await atPlan();
    await answer(id, { set_plan: 'max' });
    expect((await answer(id, { set_plan: 'core' })).groupName).toBe('children');
    await answer(id, { add_child_info: [{ firstName: 'Kim' }] });
    for (const earlier of [{ set_plan: 'max' }, { add_child_info: [{ firstName: 'Kim' }] }]) {
      const refused = await answer(id, earlier);
      expect(refused.groupName).toBe('identity');
      expect(refused.errors).toEqual([expect.objectContaining({ code: 'ERR_INVALID_STATE' })]);
    }
  });

  it('takes no earlier answer while an inserted group waits', async () => {
    const id = await newRegistration();
    await answer(id, { set_user_email: 'kba@example.com' });
    const handlers: Record<string, QuestionHandler> = {
      name: async ({ value }) => ({
        keep: value,
        insertGroup: { groupId: 'extra', questions: [{ name: EXTRA, kind: 'text' }] },
      }),
    };
    await answer(id, { set_user_password_and_confirm: 'x' });
    const inserted = await answer(
      id,
      { set_legal_first_name: 'Pat', set_legal_last_name: 'Lee' },
      handlers,
    );
    expect(inserted.groupName).toBe('extra');
    const refused = await answer(id, { set_legal_first_name: 'Sam', set_legal_last_name: 'Lee' });
    expect(refused.groupName).toBe('extra');
    expect(refused.errors[0]).toMatchObject({ code: 'ERR_INVALID_STATE' });
  });

  it('describes a stored registration the same after a restart', async () => {
    const id = await newRegistration('parent_flow_11');
    await answer(id, { set_user_email: 'r@example.com' });
    const row = await test.db
      .selectFrom('registrations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(describeRegistration(row)).toMatchObject({
      flowId: 'parent_flow_11',
      groupName: 'account_password',
    });
  });
});
