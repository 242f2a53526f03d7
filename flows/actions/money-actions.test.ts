import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sentence } from '../../vocabulary/messages/sentence';
import { formState, initialFormState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { createFundingActions } from './funding-actions';
import { createRegistrationActions } from './registration-actions';
import { actionTestServer, replyByPath, testDeps } from './test-deps';

// The actions behind the identity, funding and completion pages' intents.
const SUMMARY = {
  reference: '7K3M-9QXD',
  completedAt: '2026-03-02T15:00:00.000Z',
  plan: { pricingPlanName: 'max', title: 'Max', monthlyFee: 9.98 },
  children: [{ firstName: 'Kit' }],
  funding: {
    type: 'debit',
    paymentType: 'debit',
    last4: '4242',
    bankName: null,
    needsVerification: false,
  },
  initialLoadAmount: 50,
};
const ctx = actionTestServer();
beforeEach(() => {
  Object.assign(formState, initialFormState());
});

describe('completion and verify_funding actions', () => {
  it('verify now leaves completion for verify_funding, clearing an old error', async () => {
    userState.nextRegStep = 'complete';
    registrationState.error = 'old';
    await createRegistrationActions(testDeps(ctx.server)).verifyFundingNow();
    expect(userState.nextRegStep).toBe('verify_funding');
    expect(registrationState.error).toBeNull();
  });

  it('from verify_funding, later or verified goes back to completion', async () => {
    const actions = createRegistrationActions(testDeps(ctx.server));
    registrationState.needsVerification = true;
    userState.nextRegStep = 'verify_funding';
    await actions.verifyDebitLater();
    expect(userState.nextRegStep).toBe('complete');
    userState.nextRegStep = 'verify_funding';
    userState.funding = { type: 'checking', fundingAccountId: 'fa' };
    await actions.verifyDebitNow({ instantFundingAccountId: 'fa', amount1: 0.1, amount2: 0.2 });
    expect(userState.nextRegStep).toBe('complete');
    // Back at completion, the page confirms it.
    expect(registrationState.message).toBe('Your bank account is verified.');
  });

  it('inside the flow, later stays on the flow (the first load follows)', async () => {
    userState.nextRegStep = 'register';
    registrationState.needsVerification = true;
    await createRegistrationActions(testDeps(ctx.server)).verifyDebitLater();
    expect(userState.nextRegStep).toBe('register');
    expect(registrationState.skippedVerification).toBe(true);
  });

  it('reaching completion inside the native apps posts registrationComplete once', async () => {
    const deps = { ...testDeps(ctx.server), closeView: vi.fn() };
    userState.role = 'parent';
    userState.phoneNumber = '+15555550100';
    userState.initialLoadAmount = 50;
    registrationState.needsVerification = true;
    registrationState.embeddedWebreg = true;
    const actions = createRegistrationActions(deps);
    await actions.announceCompletion();
    // A second render, or the page reloaded in the same tab.
    await createRegistrationActions(deps).announceCompletion();
    expect(deps.native).toHaveBeenCalledTimes(1);
    expect(deps.native).toHaveBeenCalledWith('registrationComplete', {
      accountType: 'parent',
      initialAmount: 50,
      needsVerification: true,
      confirmationMessage: 'Registration complete',
    });
    // Done only closes the web view.
    await actions.handBackToApp();
    expect(deps.native).toHaveBeenCalledTimes(1);
    expect(deps.closeView).toHaveBeenCalledTimes(1);
  });

  it('after a reload the summary is read again, and goes into confirmationMessage', async () => {
    replyByPath(ctx.server, {
      'GET /api/v1/registration/query': { body: { summary: SUMMARY } },
    });
    const deps = testDeps(ctx.server);
    userState.role = 'parent';
    userState.phoneNumber = '+15555550101';
    registrationState.registrationToken = 'reg';
    registrationState.embeddedWebreg = true;
    await createRegistrationActions(deps).announceCompletion();
    expect(ctx.server.requests.map((request) => request.query)).toEqual([
      { actionType: 'get_registration_summary' },
    ]);
    expect(registrationState.confirmation).toEqual(SUMMARY);
    expect(deps.native).toHaveBeenCalledWith(
      'registrationComplete',
      expect.objectContaining({
        confirmationMessage:
          'Registration complete. Your reference: 7K3M-9QXD. Plan: Max, $9.98 a month. Child: Kit. Funding account: Debit card •••• 4242. First load: $50. Arrives: Today, within minutes.',
      }),
    );
  });

  it("a login that lands on complete reads the signed-in user's summary with the session token", async () => {
    replyByPath(ctx.server, {
      'GET /api/v1/user/registration-summary': { body: { summary: SUMMARY } },
    });
    userState.role = 'parent';
    registrationState.jwt = 'session';
    await createRegistrationActions(testDeps(ctx.server)).announceCompletion();
    expect(ctx.server.requests.map((request) => request.path)).toEqual([
      '/api/v1/user/registration-summary',
    ]);
    expect(registrationState.confirmation).toEqual(SUMMARY);
  });

  it('a summary that cannot be read is left out: the page and the app still hear of completion', async () => {
    replyByPath(ctx.server, { 'GET /api/v1/registration/query': { status: 500, body: {} } });
    const deps = testDeps(ctx.server);
    userState.phoneNumber = '+15555550102';
    registrationState.registrationToken = 'reg';
    registrationState.embeddedWebreg = true;
    await createRegistrationActions(deps).announceCompletion();
    expect(registrationState.confirmation).toBeNull();
    expect(registrationState.error).toBeNull();
    expect(deps.log).toHaveBeenCalledWith('registration summary failed', expect.anything());
    expect(deps.native).toHaveBeenCalledWith(
      'registrationComplete',
      expect.objectContaining({ confirmationMessage: 'Registration complete' }),
    );
  });

  it('in a plain browser completion posts nothing', async () => {
    const deps = testDeps(ctx.server);
    userState.phoneNumber = '+15555550100';
    await createRegistrationActions(deps).announceCompletion();
    expect(deps.native).not.toHaveBeenCalled();
  });
});

describe('two-amount actions', () => {
  it('checks the typed amounts first: a bad one stays on the page, nothing is sent', async () => {
    registrationState.needsVerification = true;
    userState.funding = { type: 'checking', fundingAccountId: 'fa-1' };
    formState.drafts.verify_funding = { amount1: '0.32', amount2: 'x' };
    await createFundingActions(testDeps(ctx.server)).verifyMicroDeposits('verify_funding');
    expect(formState.errors.verify_funding).toEqual({
      amount2: 'Enter the amount in dollars, between 0.01 and 0.99',
    });
    expect(ctx.server.requests).toHaveLength(0);
  });

  it('sends both amounts for the pending account and forgets them once verified', async () => {
    registrationState.needsVerification = true;
    userState.funding = { type: 'checking', fundingAccountId: 'fa-1' };
    formState.drafts.verify_funding = { amount1: '0.32', amount2: '.45' };
    await createFundingActions(testDeps(ctx.server)).verifyMicroDeposits('verify_funding');
    expect(ctx.server.requests).toHaveLength(1);
    expect(JSON.stringify(ctx.server.requests[0]?.body)).toContain('0.45');
    expect(registrationState.needsVerification).toBe(false);
    expect(formState.drafts.verify_funding).toBeUndefined();
  });

  it('looks the pending account up only when no funding answer named it', async () => {
    replyByPath(ctx.server, {
      'GET /api/v1/registration/query': {
        body: {
          funding_accounts: [{ id: 'fa-9', type: 'checking', status: 'pending_verification' }],
        },
      },
    });
    const actions = createFundingActions(testDeps(ctx.server));
    await actions.findPendingAccount();
    expect(userState.fundingAccounts.map((account) => account.id)).toEqual(['fa-9']);
    await actions.findPendingAccount();
    expect(ctx.server.requests).toHaveLength(1);
  });
});

describe('funding choice actions', () => {
  it('Continue with nothing picked says so at the field; with a pick opens its form', () => {
    const actions = createFundingActions(testDeps(ctx.server));
    actions.continueToFundingMethod('set_funding_account');
    expect(formState.errors.set_funding_account).toEqual({
      method: 'Choose how you would like to add money',
    });
    formState.drafts.set_funding_account = { method: 'debit' };
    registrationState.error = 'old';
    actions.continueToFundingMethod('set_funding_account');
    expect(formState.drafts.set_funding_account).toEqual({ method: 'debit', chosen: 'debit' });
    expect(registrationState.error).toBeNull();
  });

  it('Back from a method form returns to the choice, keeping the pick', () => {
    formState.drafts.set_funding_account = { method: 'instant', chosen: 'instant' };
    createFundingActions(testDeps(ctx.server)).openFundingMethod('set_funding_account', null);
    expect(formState.drafts.set_funding_account).toEqual({ method: 'instant', chosen: null });
  });
});

describe('identity actions', () => {
  const answerPath = 'POST /api/v1/registration/answer';

  it('a knowledge question needs a pick, unless its time is up', async () => {
    registrationState.questions = [{ name: 'kba_1', kind: 'kba' }];
    const actions = createRegistrationActions(testDeps(ctx.server));
    await actions.answerKba('kba');
    expect(formState.errors.kba).toEqual({ answer: 'Choose an answer' });
    expect(ctx.server.requests).toHaveLength(0);
    await actions.answerKba('kba', true);
    expect(ctx.server.requests.map((r) => `${r.method} ${r.path}`)).toContain(answerPath);
    expect(JSON.stringify(ctx.server.requests[0]?.body)).toContain('"kba_1":""');
  });

  it('sends the pick and forgets it once accepted', async () => {
    registrationState.questions = [{ name: 'kba_2', kind: 'kba' }];
    formState.drafts.kba = { answer: 'Springfield' };
    await createRegistrationActions(testDeps(ctx.server)).answerKba('kba');
    expect(JSON.stringify(ctx.server.requests[0]?.body)).toContain('Springfield');
    expect(formState.drafts.kba).toBeUndefined();
  });

  it('a failed check inside the native apps posts registrationFailed', async () => {
    replyByPath(ctx.server, {
      [answerPath]: {
        body: {
          next_questions: [{ name: 'verify_identity' }],
          errors: [{ action: 'verify_identity', code: 'ERR_KYC_FAIL', message: 'No.' }],
        },
      },
    });
    registrationState.questions = [{ name: 'verify_identity' }];
    registrationState.embeddedWebreg = true;
    registrationState.appOs = 'android';
    const deps = testDeps(ctx.server);
    // The app hears it before the page shows the failure (a reload then cannot lose it).
    let pageShowed: Sentence | null = 'not called';
    deps.native = vi.fn(() => {
      pageShowed = registrationState.error;
    });
    formState.drafts.verify_identity = { ssn: '123456789' };
    await createRegistrationActions(deps).answerIdentity('verify_identity');
    expect(pageShowed).toBeNull();
    expect(ctx.server.requests[0]?.body).toMatchObject({
      answers: { verify_identity: { ssn: '123456789' } },
    });
    expect(deps.native).toHaveBeenCalledWith('registrationFailed', {
      appOs: 'android',
      error: 'ERR_KYC_FAIL',
    });
  });

  it.each([
    ['ERR_KYC_PARTIAL_FAIL', [{ name: 'verify_identity' }]],
    ['ERR_KYC_PARTIAL_FAIL_CHALLENGE', [{ name: 'kba_1', kind: 'kba' }]],
  ])('%s resets the identity-question flow: the number and the pick go', async (code, next) => {
    registrationState.questions = [{ name: 'verify_identity' }];
    formState.drafts.verify_identity = { ssn: '123450002' };
    formState.drafts.kba = { answer: 'Springfield' };
    replyByPath(ctx.server, {
      [answerPath]: {
        body: {
          next_questions: next,
          errors: [{ action: 'verify_identity', code, message: 'Again.' }],
        },
      },
    });
    await createRegistrationActions(testDeps(ctx.server)).answerIdentity('verify_identity');
    expect(registrationState.errorCode).toBe(code);
    expect(formState.drafts.verify_identity).toBeUndefined();
    expect(formState.drafts.kba).toBeUndefined();
    expect(registrationState.resetKBAFlow).toBe(false);
  });

  it('Try again after a timeout clears it', async () => {
    const actions = createRegistrationActions(testDeps(ctx.server));
    registrationState.error = 'late';
    registrationState.errorCode = 'ERR_ALLOWED_TIMEOUT_EXCEEDED';
    await actions.restartKba();
    expect(registrationState).toMatchObject({ error: null, errorCode: null });
  });
});
