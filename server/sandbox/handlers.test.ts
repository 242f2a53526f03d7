import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KBA_QUESTIONS } from '../../vocabulary/magic-values';
import { sandboxNonce as nonce } from '../../vocabulary/sandbox-cards';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../db/test-database';
import { TEST_ABOUT_YOU } from '../tests/support/test-answers';
import { DAY, MINUTE, manualClock } from './clock';
import { answerFlow } from './flows/engine';
import { verifyFundingAccount } from './funding';
import { createHandlers } from './handlers';
import { createTokens } from './jwt';
import { newId } from './secrets';

const cheap = { N: 2 ** 10, r: 8, p: 1 };
const right = KBA_QUESTIONS.map((q) => q.answer);

describe.each(testDatabaseKinds)('registration answers on %s', (kind) => {
  let test: TestDatabase;
  const clock = manualClock();
  const tokens = createTokens(new TextEncoder().encode('x'.repeat(32)), clock.now);
  const handlers = createHandlers({
    tokens,
    publicBaseUrl: 'https://join.example.test',
    scryptCost: cheap,
    verifyPublicToken: (t) => t === 'public-sandbox-ok',
  });
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.close());

  let seq = 0;
  async function parentAt(group: 'identity' | 'funding') {
    const id = newId('reg');
    await test.db
      .insertInto('registrations')
      .values({
        id,
        phone_number: `+1555020${String(seq++).padStart(4, '0')}`,
        role: 'parent',
        flow_id: 'parent_flow_1',
      })
      .execute();
    const answer = (answers: Record<string, unknown>) =>
      answerFlow({ db: test.db, clock, registrationId: id, answers, handlers });
    await answer({ set_user_email: `p${seq}-${kind}@example.com` });
    const created = await answer({
      set_user_password_and_confirm: {
        password: 'Maple-Harbor-Lantern',
        confirmPassword: 'Maple-Harbor-Lantern',
      },
    });
    await answer({ set_legal_first_name: 'Pat', set_legal_last_name: 'Lee' });
    await answer(TEST_ABOUT_YOU);
    await answer({ set_plan: { pricingPlanName: 'max' } });
    const atIdentity = await answer({ add_child_info: [{ firstName: 'Kit', dob: '01/02/2014' }] });
    expect(atIdentity.groupName).toBe('identity');
    if (group === 'funding') await answer({ verify_identity: { ssn: '123-45-0001' } });
    return { answer, created, userId: created.userId! };
  }

  it('creates the user with a session token when the password is set', async () => {
    const { created, userId } = await parentAt('identity');
    const extra = created.extras.find((e) => e.action === 'create_user');
    expect(extra).toMatchObject({ user: { id: userId, role: 'parent' } });
    expect(await tokens.verify(String(extra?.token), 'session')).toMatchObject({ sub: userId });
  });

  it('passes, partially fails then fails identity by SSN', async () => {
    const pass = await parentAt('identity');
    expect((await pass.answer({ verify_identity: { ssn: '123450001' } })).groupName).toBe(
      'funding',
    );

    const partial = await parentAt('identity');
    const first = await partial.answer({ verify_identity: { ssn: '123450002' } });
    expect(first.groupName).toBe('identity');
    expect(first.errors[0]).toMatchObject({
      code: 'ERR_KYC_PARTIAL_FAIL',
      message: 'Please re-enter your information and try again',
    });
    expect((await partial.answer({ verify_identity: { ssn: '123450001' } })).groupName).toBe(
      'funding',
    );

    const fail = await parentAt('identity');
    const failed = await fail.answer({ verify_identity: { ssn: '123450004' } });
    expect(failed.errors[0]).toMatchObject({ code: 'ERR_KYC_FAIL' });
    expect((await fail.answer({ set_funding_account: { type: 'debit' } })).errors[0]?.code).toBe(
      'ERR_KYC_FAIL',
    );
  });

  it('asks 4 knowledge questions of 4 choices one at a time and passes when all are right', async () => {
    const { answer } = await parentAt('identity');
    const challenge = await answer({ verify_identity: { ssn: '123450003' } });
    expect(challenge.errors[0]?.code).toBe('ERR_KYC_PARTIAL_FAIL_CHALLENGE');
    let step = challenge;
    for (const [index, choice] of right.entries()) {
      expect(step.nextQuestions[0]).toMatchObject({ name: `kba_${index + 1}`, kind: 'kba' });
      expect(step.nextQuestions[0]?.choices).toHaveLength(4);
      step = await answer({ [`kba_${index + 1}`]: choice });
    }
    expect(step.groupName).toBe('funding');
    expect(step.extras).toEqual([
      expect.objectContaining({ action: 'verify_identity', status: 'pass' }),
    ]);
  });

  it('restarts the set after a wrong answer or 2 idle minutes, and fails after 3 attempts', async () => {
    const { answer } = await parentAt('identity');
    const challenge = await answer({ verify_identity: { ssn: '123450003' } });
    // Attempt 1: one wrong answer, found out at the end of the set.
    await answer({ kba_1: right[0] });
    await answer({ kba_2: 'Fairview' });
    await answer({ kba_3: right[2] });
    const wrong = await answer({ kba_4: right[3] });
    expect(wrong.errors[0]?.code).toBe('ERR_KYC_PARTIAL_FAIL_CHALLENGE');
    expect(wrong.groupName).toBe('identity_questions_1');
    // Every knowledge question stands at the identity group's position, counted from 1.
    expect(challenge.groupName).toBe('identity_questions_1');
    expect(wrong.groupId).toBe(challenge.groupId);
    expect(Number(wrong.groupId)).toBeGreaterThan(1);
    expect(Number(wrong.groupId)).toBeLessThan(wrong.totalGroupsInFlow);
    // Attempt 2: idle too long on the second question.
    await answer({ kba_1: right[0] });
    clock.advance(2 * MINUTE + 1);
    const timeout = await answer({ kba_2: right[1] });
    expect(timeout.errors[0]).toMatchObject({
      code: 'ERR_ALLOWED_TIMEOUT_EXCEEDED',
      message: 'You took too long to answer these questions. Please try again.',
    });
    expect(timeout.groupName).toBe('identity_questions_1');
    // Attempt 3: wrong again, so identity fails for good.
    for (const [index] of right.entries())
      await answer({ [`kba_${index + 1}`]: 'None of the above' });
    const final = await answer({ kba_1: right[0] });
    expect(final.errors[0]?.code).toBe('ERR_KYC_FAIL');
  });

  it('the timeout SSN challenges with a first question already past its idle limit', async () => {
    const { answer } = await parentAt('identity');
    const challenge = await answer({ verify_identity: { ssn: '123-45-0005' } });
    expect(challenge.errors[0]?.code).toBe('ERR_KYC_PARTIAL_FAIL_CHALLENGE');
    const timeout = await answer({ kba_1: right[0] });
    expect(timeout.errors[0]).toMatchObject({
      code: 'ERR_ALLOWED_TIMEOUT_EXCEEDED',
      message: 'You took too long to answer these questions. Please try again.',
    });
    expect(timeout.groupName).toBe('identity_questions_1');
    // The set asked again runs on the normal clock and can pass.
    let step = timeout;
    for (const [index, choice] of right.entries())
      step = await answer({ [`kba_${index + 1}`]: choice });
    expect(step.groupName).toBe('funding');
  });

  it('funds by card: approve, decline, and a two-amount challenge with 3 tries', async () => {
    const approved = await parentAt('funding');
    const ok = await approved.answer({
      set_funding_account: { type: 'debit', paymentMethodNonce: nonce('debit', 'approve') },
    });
    expect(ok.extras[0]).toMatchObject({
      action: 'set_instant_funding_account',
      needsVerify: false,
    });
    expect(ok.groupName).toBe('initial_funding');

    const declined = await parentAt('funding');
    const no = await declined.answer({
      set_funding_account: { type: 'debit', paymentMethodNonce: nonce('debit', 'decline') },
    });
    expect(no.errors[0]?.code).toBe('ERR_CARD_DECLINED');

    const challenged = await parentAt('funding');
    const pending = await challenged.answer({
      set_funding_account: {
        type: 'debit',
        paymentMethodNonce: nonce('debit', 'challenge'),
        lastFour: '3220',
      },
    });
    expect(pending).toMatchObject({ needsVerification: true });
    const fundingAccountId = String((pending.extras[0]!.funding as { id: string }).id);
    const verify = (amount1: number, amount2: number) =>
      verifyFundingAccount(test.db, {
        userId: challenged.userId,
        fundingAccountId,
        amount1,
        amount2,
        now: clock.now(),
      });
    expect(await verify(0.1, 0.2)).toMatchObject({ ok: false, attemptsRemaining: 2 });
    expect(await verify(0.45, 0.32)).toEqual({ ok: true });
  });

  it('takes wallet cards, PayPal and Venmo by nonce: needsVerify for a wallet card too', async () => {
    const wallet = await parentAt('funding');
    const pending = await wallet.answer({
      set_funding_account: {
        type: 'apple_pay_card',
        paymentMethodNonce: nonce('apple_pay_card', 'challenge'),
        lastFour: '3220',
      },
    });
    expect(pending).toMatchObject({ needsVerification: true });
    expect(pending.extras[0]).toMatchObject({
      action: 'set_instant_funding_account',
      needsVerify: true,
      funding: { type: 'apple_pay_card' },
    });

    const google = await parentAt('funding');
    const declined = await google.answer({
      set_funding_account: {
        type: 'android_pay_card',
        paymentMethodNonce: nonce('android_pay_card', 'decline'),
      },
    });
    expect(declined.errors[0]?.code).toBe('ERR_CARD_DECLINED');

    const paypal = await parentAt('funding');
    const approved = await paypal.answer({
      set_funding_account: {
        type: 'paypal_account',
        paymentMethodNonce: nonce('paypal_account', 'approve'),
      },
    });
    expect(approved.extras[0]).toMatchObject({
      needsVerify: false,
      funding: { type: 'paypal_account' },
    });
    expect(approved.groupName).toBe('initial_funding');

    // A nonce of another type, or a card number where the nonce goes, is no payment method.
    const mixed = await parentAt('funding');
    const wrong = await mixed.answer({
      set_funding_account: { type: 'venmo_account', paymentMethodNonce: '4242424242424242' },
    });
    expect(wrong.errors[0]?.code).toBe('ERR_INVALID_PAYMENT_METHOD');
  });

  it('locks micro-deposit verification after 3 wrong tries and expires it after 7 days', async () => {
    const manual = await parentAt('funding');
    const bad = await manual.answer({
      set_funding_account: {
        type: 'checking',
        routingNumber: '110000001',
        accountNumber: '000123456789',
      },
    });
    expect(bad.errors[0]?.code).toBe('ERR_INVALID_ROUTING_NUMBER');
    const linked = await manual.answer({
      set_funding_account: {
        type: 'checking',
        routingNumber: '110000000',
        accountNumber: '000123456789',
      },
    });
    expect(linked.extras[0]).toMatchObject({
      action: 'set_manual_bank_account',
      bankName: 'Harbor Sandbox Bank',
    });
    const fundingAccountId = String((linked.extras[0]!.funding as { id: string }).id);
    const verify = (amount1: number, amount2: number) =>
      verifyFundingAccount(test.db, {
        userId: manual.userId,
        fundingAccountId,
        amount1,
        amount2,
        now: clock.now(),
      });
    await verify(0.01, 0.02);
    await verify(0.01, 0.02);
    expect(await verify(0.01, 0.02)).toMatchObject({
      code: 'ERR_MAX_CHALLENGE_WITHDRAWAL_VERIFICATIONS',
    });
    expect(await verify(0.32, 0.45)).toMatchObject({
      code: 'ERR_MAX_CHALLENGE_WITHDRAWAL_VERIFICATIONS',
    });

    const later = await parentAt('funding');
    const again = await later.answer({
      set_funding_account: {
        type: 'checking',
        routingNumber: '021000021',
        accountNumber: '12345678',
      },
    });
    clock.advance(7 * DAY);
    const id = String((again.extras[0]!.funding as { id: string }).id);
    expect(
      await verifyFundingAccount(test.db, {
        userId: later.userId,
        fundingAccountId: id,
        amount1: 0.32,
        amount2: 0.45,
        now: clock.now(),
      }),
    ).toMatchObject({ code: 'ERR_VERIFICATION_EXPIRED' });
  });
});
