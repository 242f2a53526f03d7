import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../db/test-database';
import { manualClock } from '../clock';
import { newId } from '../secrets';
import { FLOWS } from './definitions';
import { answerFlow, describeRegistration, flowError } from './engine';
import type { QuestionHandler } from './types';

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
  }, 30_000);
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
        insertGroup: { groupId: 'extra', questions: [{ name: 'extra_q', kind: 'text' }] },
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
