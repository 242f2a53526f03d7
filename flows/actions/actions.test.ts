import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { formState } from '../model/form-state';
import { isCompleted, STATE_KEY, saveState } from '../model/persistence';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { FORMS } from '../rules/page-checks';
import { editDraft } from './form-actions';
import { createLinkActions } from './link-actions';
import { createPhoneActions } from './phone-actions';
import { createRegistrationActions } from './registration-actions';
import { createSessionActions } from './session-actions';
import { actionTestServer, replyByPath, testDeps } from './test-deps';

const ctx = actionTestServer();
beforeEach(() => {
  registrationState.deviceUuid = 'device-1';
});
const paths = () => ctx.server.requests.map((request) => `${request.method} ${request.path}`);

describe('phone actions', () => {
  it('checks the phone and has-registration at once and follows the action', async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/registration/has-registration': { body: { legacy: false, next_gen: false } },
      'POST /api/v1/phone-check': { body: { action: 'confirm-role' } },
    });
    await createPhoneActions(testDeps(ctx.server)).checkPhone('+15555550100');
    expect(paths().sort()).toEqual([
      'POST /api/v1/phone-check',
      'POST /api/v1/registration/has-registration',
    ]);
    expect(userState.nextRegStep).toBe('confirm-role');
    expect(registrationState.loading).toBe(false);
  });

  it('a failed has-registration check is only logged; the legacy path continues', async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/registration/has-registration': { status: 500, body: {} },
      'POST /api/v1/phone-check': { body: { action: 'confirm-role' } },
    });
    const deps = testDeps(ctx.server, { onboardingNewUserOnboarding: true });
    await createPhoneActions(deps).checkPhone('+15555550100');
    expect(userState.nextRegStep).toBe('confirm-role');
    expect(deps.log).toHaveBeenCalled();
    expect(registrationState.error).toBeNull();
  });

  it('next-gen onboarding: initialises the onboarding service; 412 still lands on next_gen_onboarding', async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/registration/has-registration': { body: { legacy: false, next_gen: false } },
      'POST /api/v1/phone-check': { body: { action: 'confirm-role' } },
      'POST /onboarding/initialize': { status: 412, body: { code: 'ERR_PRECONDITION' } },
    });
    await createPhoneActions(
      testDeps(ctx.server, { onboardingNewUserOnboarding: true }),
    ).checkPhone('+15555550100');
    expect(paths()).toContain('POST /onboarding/initialize');
    expect(userState.nextRegStep).toBe('next_gen_onboarding');
    expect(registrationState.error).toBeNull();
  });

  it('a parent sends an access request, others a verification PIN', async () => {
    userState.phoneNumber = '+15555550100';
    const actions = createPhoneActions(testDeps(ctx.server));
    await actions.chooseRole('parent');
    await actions.sendPin();
    await actions.chooseRole('child');
    await actions.sendPin();
    expect(paths()).toEqual([
      'POST /api/v1/phone-verification/access-request',
      'POST /api/v1/phone-verification/verify',
    ]);
  });

  it('a confirmed code stores the token and follows the action', async () => {
    userState.phoneNumber = '+15555550100';
    replyByPath(ctx.server, {
      'PUT /api/v1/phone-verification/confirm': { body: { token: 'acc', action: 'register' } },
    });
    editDraft(FORMS.code, { confirmCode: '123456' });
    await createPhoneActions(testDeps(ctx.server)).confirmCode();
    expect(ctx.server.requests[0]?.body).toMatchObject({ confirmCode: '123456' });
    expect(formState.drafts[FORMS.code]).toBeUndefined();
    expect(registrationState.regAccessToken).toBe('acc');
    expect(userState.nextRegStep).toBe('register');
  });

  it('a wrong code shows the ctx.server message and tracks the error', async () => {
    replyByPath(ctx.server, {
      'PUT /api/v1/phone-verification/confirm': {
        status: 400,
        body: {
          code: 'ERR_PIN_INVALID',
          message: 'That code is not right.',
          attempts_remaining: 4,
        },
      },
    });
    const deps = testDeps(ctx.server);
    editDraft(FORMS.code, { confirmCode: '000000' });
    await createPhoneActions(deps).confirmCode();
    // Its boxes clear, to be typed again from the first (the error stays at the field).
    expect(formState.drafts[FORMS.code]).toEqual({ confirmCode: '' });
    expect(registrationState.error).toBe('That code is not right.');
    expect(registrationState.errorCode).toBe('ERR_PIN_INVALID');
    expect(deps.scrollToTop).toHaveBeenCalled();
    expect(deps.track).toHaveBeenCalledWith(
      'Registration Error Triggered',
      expect.objectContaining({ error_message: 'That code is not right.' }),
    );
  });

  it('a failure that is not about the code keeps its digits, to be sent again as they are', async () => {
    replyByPath(ctx.server, {
      'PUT /api/v1/phone-verification/confirm': { status: 503, body: { message: 'Busy' } },
    });
    editDraft(FORMS.code, { confirmCode: '123456' });
    await createPhoneActions(testDeps(ctx.server)).confirmCode();
    expect(registrationState.error).not.toBeNull();
    expect(formState.drafts[FORMS.code]).toEqual({ confirmCode: '123456' });
  });
});

describe('registration actions', () => {
  it('initialise with 401 clears the tokens and returns to the phone step', async () => {
    registrationState.regAccessToken = 'acc';
    registrationState.registrationToken = 'old';
    replyByPath(ctx.server, {
      'POST /api/v1/registration/initialize': {
        status: 401,
        body: { message: ERROR_MESSAGES.sessionExpired },
      },
    });
    await createRegistrationActions(testDeps(ctx.server)).initialize({ accessToken: 'acc' });
    expect(registrationState.registrationToken).toBeNull();
    expect(registrationState.regAccessToken).toBeNull();
    expect(userState.nextRegStep).toBe('phone');
  });

  it('initialise refused as under 13 (the server clock) stops at cancel_age, keeping no date', async () => {
    userState.role = 'child';
    userState.dob = '11/25/2013';
    userState.nextRegStep = 'register';
    registrationState.regAccessToken = 'acc';
    replyByPath(ctx.server, {
      'POST /api/v1/registration/initialize': {
        status: 422,
        body: {
          code: 'ERR_CHILD_AGE',
          message: 'Children must be at least 13 to sign up themselves.',
        },
      },
    });
    await createRegistrationActions(testDeps(ctx.server)).initialize({
      accessToken: 'acc',
      role: 'child',
      dob: '2013-11-25',
    });
    expect(userState.nextRegStep).toBe('cancel_age');
    expect(userState.dob).toBeNull();
    expect(registrationState.registrationToken).toBeNull();
    // A page of its own, not an error shown on the register step.
    expect(registrationState.error).toBeNull();
  });

  it('any registration call answering 401 shows the session-expired notice on the phone step, no error summary', async () => {
    registrationState.registrationToken = 'expired';
    userState.nextRegStep = 'register';
    replyByPath(ctx.server, {
      'POST /api/v1/registration/answer': { status: 401, body: { message: 'Unauthorized' } },
    });
    const deps = testDeps(ctx.server);
    await createRegistrationActions(deps).answer({});
    expect(userState.nextRegStep).toBe('phone');
    expect(registrationState.registrationToken).toBeNull();
    expect(registrationState.timeoutError).toBe(ERROR_MESSAGES.sessionExpired);
    expect(registrationState.error).toBeNull();
    expect(registrationState.loading).toBe(false);
    // Outside the native apps nothing is posted to them.
    expect(deps.native).not.toHaveBeenCalled();
  });

  it('inside the native apps a registration 401 also asks the app to authenticate again', async () => {
    registrationState.embeddedWebreg = true;
    replyByPath(ctx.server, { 'GET /api/v1/registration/answers': { status: 401, body: {} } });
    const deps = testDeps(ctx.server);
    await createRegistrationActions(deps).resume();
    expect(userState.nextRegStep).toBe('phone');
    expect(deps.native).toHaveBeenCalledWith('registrationReAuth', {});
  });

  it('a 401 of a call that is not a registration call (login) is an ordinary failure', async () => {
    userState.nextRegStep = 'login';
    replyByPath(ctx.server, {
      'POST /api/v1/auth': { status: 401, body: { code: 'ERR_UNAUTHORIZED', message: 'Wrong.' } },
    });
    await createSessionActions(testDeps(ctx.server)).login('pw');
    expect(userState.nextRegStep).toBe('login');
    expect(registrationState.error).toBe('Wrong.');
    expect(registrationState.timeoutError).toBeNull();
  });

  it('answers carry the bearer token; reaching complete completes, fetches the plan and tracks a parent', async () => {
    registrationState.registrationToken = 'reg';
    registrationState.jwt = 'user-jwt';
    userState.role = 'parent';
    replyByPath(ctx.server, {
      'POST /api/v1/registration/answer': {
        body: {
          next_questions: [{ name: 'complete' }],
          flow_id: 'parent_flow_1',
          prefilled: { set_plan: { pricing_plan_name: 'max' } },
        },
      },
      'GET /v2/family/pricing-plan': { body: { current: 'max', next_billing_date: '2025-07-15' } },
    });
    const deps = testDeps(ctx.server);
    const actions = createRegistrationActions(deps);
    await actions.answer({ setPlan: { pricingPlanName: 'max' } });
    expect(registrationState.completeUser).toBe(true);
    expect(registrationState.prefilledAnswers).toEqual({ setPlan: { pricingPlanName: 'max' } });
    expect(ctx.server.requests[0]?.headers.authorization).toBe('Bearer reg');
    expect(ctx.server.requests[0]?.body).toEqual({
      questions: [],
      answers: { set_plan: { pricing_plan_name: 'max' } },
    });

    await actions.complete();
    expect(registrationState.userCompleted).toBe(true);
    expect(userState.currentPlan).toEqual({ current: 'max', nextBillingDate: '2025-07-15' });
    expect(deps.track).toHaveBeenCalledWith('Registration Complete', {
      value: 9.98,
      currency: 'USD',
    });
  });

  it('a refused answer shows its message at once and is tracked as a step error', async () => {
    registrationState.registrationToken = 'reg';
    registrationState.questions = [{ name: 'set_user_email' }];
    replyByPath(ctx.server, {
      'POST /api/v1/registration/answer': {
        body: {
          next_questions: [{ name: 'set_user_email' }],
          errors: [
            {
              action: 'set_user_email',
              code: 'ERR_EMAIL_TAKEN',
              message: ERROR_MESSAGES.duplicateEmail,
            },
          ],
        },
      },
    });
    const deps = testDeps(ctx.server);
    await createRegistrationActions(deps).answer({ setUserEmail: 'taken@example.com' });
    expect(registrationState).toMatchObject({
      error: ERROR_MESSAGES.duplicateEmail,
      errorCode: 'ERR_EMAIL_TAKEN',
      registeredEmailError: true,
      loading: false,
    });
    expect(deps.scrollToTop).toHaveBeenCalled();
    expect(deps.track).toHaveBeenCalledWith('Registration Error Triggered', {
      registration_step: 'enter email',
      error_message: ERROR_MESSAGES.duplicateEmail,
    });
  });

  it("a refused date of birth is tracked under section 2's name, not the question's", async () => {
    registrationState.registrationToken = 'reg';
    registrationState.questions = [{ name: 'set_date_of_birth' }];
    userState.nextRegStep = 'register';
    replyByPath(ctx.server, {
      'POST /api/v1/registration/answer': {
        body: {
          next_questions: [{ name: 'set_date_of_birth' }],
          errors: [{ action: 'set_date_of_birth', code: 'ERR_INVALID_DOB', message: 'Bad date' }],
        },
      },
    });
    const deps = testDeps(ctx.server);
    await createRegistrationActions(deps).answer({ setDateOfBirth: '01/01/1890' });
    expect(deps.track).toHaveBeenCalledWith('Registration Error Triggered', {
      registration_step: 'date of birth',
      error_message: 'Bad date',
    });
  });

  it('plan terms: accepted once, as the identity question comes up with a plan picked in the same answer', async () => {
    registrationState.registrationToken = 'reg';
    registrationState.deviceUuid = 'device-1';
    registrationState.questions = [{ name: 'set_plan' }];
    const identity = {
      body: {
        next_questions: [{ name: 'verify_identity' }],
        prefilled: { set_plan: { pricing_plan_name: 'max' } },
      },
    };
    replyByPath(ctx.server, { 'POST /api/v1/registration/answer': identity });
    const actions = createRegistrationActions(testDeps(ctx.server, { planChangesTerms: true }));
    await actions.answer({ setPlan: { pricingPlanName: 'max' } });
    const terms = () => paths().filter((path) => path.endsWith('/accept-terms-and-conditions'));
    await expect.poll(terms).toEqual(['POST /v2/invest/accept-terms-and-conditions']);

    // A failed identity answer comes back to the same question: no second acceptance.
    replyByPath(ctx.server, {
      'POST /api/v1/registration/answer': {
        body: {
          ...identity.body,
          errors: [{ action: 'verify_identity', code: 'ERR_KYC_PARTIAL_FAIL', message: 'Again' }],
        },
      },
    });
    await actions.answer({ verifyIdentity: { ssn: '000000000' } });
    expect(terms()).toHaveLength(1);
  });

  it('a pricing-plan failure shows its catalogue text', async () => {
    userState.role = 'child';
    replyByPath(ctx.server, {
      'GET /v2/family/pricing-plan': { status: 404, body: { message: 'nope' } },
    });
    await createRegistrationActions(testDeps(ctx.server)).complete();
    expect(registrationState.error).toBe(ERROR_MESSAGES.currentPricingPlan);
  });

  it('the bank-name lookup failure does not scroll', async () => {
    replyByPath(ctx.server, {
      'GET /api/v1/bank/000000000': {
        status: 404,
        body: { message: 'We could not find that bank.' },
      },
    });
    const deps = testDeps(ctx.server);
    await createRegistrationActions(deps).lookupBankName('000000000');
    expect(registrationState.error).toBe('We could not find that bank.');
    expect(deps.scrollToTop).not.toHaveBeenCalled();
  });

  it('debit verification now clears needsVerification; later sets skippedVerification', async () => {
    const actions = createRegistrationActions(testDeps(ctx.server));
    registrationState.needsVerification = true;
    await actions.verifyDebitLater();
    expect(registrationState).toMatchObject({ needsVerification: true, skippedVerification: true });
    await actions.verifyDebitNow({ instantFundingAccountId: 'fa', amount1: 0.1, amount2: 0.2 });
    expect(registrationState.needsVerification).toBe(false);
  });

  it('a failed debit verification is tracked as "verify debit card", whatever question is open', async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/registration/query-with-params': {
        status: 422,
        body: { code: 'ERR_MAX_CHALLENGE_WITHDRAWAL_VERIFICATIONS', message: 'Too many tries.' },
      },
    });
    registrationState.questions = [{ name: 'set_initial_funding_amount' }];
    const deps = testDeps(ctx.server);
    await createRegistrationActions(deps).verifyDebitNow({
      instantFundingAccountId: 'fa',
      amount1: 0.1,
      amount2: 0.2,
    });
    expect(deps.track).toHaveBeenCalledWith(
      'Registration Error Triggered',
      expect.objectContaining({ registration_step: 'verify debit card', maxAttempts: true }),
    );
  });
});

describe('session actions', () => {
  it('ERR_DEACTIVATED on login shows the catalogue text', async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/auth': { status: 403, body: { code: 'ERR_DEACTIVATED', message: 'closed' } },
    });
    await createSessionActions(testDeps(ctx.server)).login('pw');
    expect(registrationState.error).toBe(ERROR_MESSAGES.deactivated);
  });

  it('a child logging in at complete becomes complete_child, the completed flag is set, browser data is sent and the user identified', async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/auth': {
        body: {
          token: 'jwt',
          user: { id: 'c1', role: 'child', next_register_step: 'complete' },
          next_register_step: 'complete',
        },
      },
    });
    const deps = testDeps(ctx.server);
    await createSessionActions(deps).login('pw');
    expect(userState.nextRegStep).toBe('complete_child');
    expect(isCompleted(deps.storage)).toBe(true);
    await vi.waitFor(() => expect(paths()).toContain('POST /api/browser-data'));
    expect(deps.identify).toHaveBeenCalledWith('c1', { role: 'child' });
    expect(registrationState.jwt).toBe('jwt');
  });

  it('a failed user load clears session storage and redirects with the stored phone number', async () => {
    replyByPath(ctx.server, { 'GET /api/v1/user': { status: 401, body: {} } });
    const deps = testDeps(ctx.server);
    userState.phoneNumber = '+15555550100';
    saveState(deps.storage);
    await createSessionActions(deps).loadUser();
    expect(deps.storage.getItem(STATE_KEY)).toBeNull();
    expect(deps.redirect).toHaveBeenCalledWith('/?phoneNumber=%2B15555550100');
  });

  it('ERR_DEACTIVATED on login goes to the deactivated step with the catalogue text', async () => {
    userState.nextRegStep = 'login';
    replyByPath(ctx.server, {
      'POST /api/v1/auth': {
        status: 403,
        body: { code: 'ERR_DEACTIVATED', message: 'Account deactivated.' },
      },
    });
    await createSessionActions(testDeps(ctx.server, { newDeactivatedErrorMsg: true })).login('pw');
    expect(userState.nextRegStep).toBe('deactivated');
    expect(registrationState.error).toBe(ERROR_MESSAGES.deactivatedNew);
  });

  it("the hand-off to the next-gen onboarding goes to the service's address, else the setting", async () => {
    userState.phoneNumber = '+15555550100';
    replyByPath(ctx.server, {
      'POST /onboarding/initialize': { body: { initialized: true, redirectUrl: 'https://new/' } },
    });
    const deps = { ...testDeps(ctx.server), nextGenOnboardingUrl: 'https://configured/' };
    expect(await createSessionActions(deps).continueToNextGen()).toBe('https://new/');
    replyByPath(ctx.server, {
      'POST /onboarding/initialize': { status: 412, body: { code: 'ERR_INVALID_STATE' } },
    });
    expect(await createSessionActions(deps).continueToNextGen()).toBe('https://configured/');
    expect(deps.log).not.toHaveBeenCalled();
    expect(await createSessionActions(testDeps(ctx.server)).continueToNextGen()).toBeNull();
  });

  it('reset password success goes to login', async () => {
    userState.phoneNumber = '+15555550170';
    await createLinkActions(testDeps(ctx.server)).resetPassword('u1', {
      token: 't',
      newPassword: 'a',
      verifyPassword: 'a',
    });
    expect(userState.nextRegStep).toBe('login');
    expect(paths()).toEqual(['POST /api/v1/auth/u1/reset']);
  });
});
