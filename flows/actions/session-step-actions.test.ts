import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { forgetResetLink, holdResetLink } from '../model/reset-link';
import { userState } from '../model/user-state';
import { FORMS, PAGE_CHECK_MESSAGES } from '../rules/page-checks';
import { clearForm, editDraft } from './form-actions';
import { createLinkActions } from './link-actions';
import { createSessionActions } from './session-actions';
import { actionTestServer, replyByPath, testDeps } from './test-deps';

const ctx = actionTestServer();
beforeEach(() => {
  for (const form of [...Object.values(FORMS), 'next_gen_onboarding']) clearForm(form);
  forgetResetLink();
});
afterEach(() => vi.useRealTimers());
const paths = () => ctx.server.requests.map((request) => `${request.method} ${request.path}`);

describe('login step actions', () => {
  it('no password: the field error and nothing sent; a password is sent, then forgotten', async () => {
    userState.phoneNumber = '+15555550100';
    const actions = createSessionActions(testDeps(ctx.server));
    await actions.submitLogin();
    expect(formState.errors[FORMS.login]).toEqual({
      password: PAGE_CHECK_MESSAGES.enterPassword,
    });
    expect(paths()).toEqual([]);
    editDraft(FORMS.login, { password: 'correct-horse' });
    replyByPath(ctx.server, { 'POST /api/v1/auth': { body: { action: 'complete' } } });
    await actions.submitLogin();
    expect(paths()).toEqual(['POST /api/v1/auth']);
    expect(ctx.server.requests[0]?.body).toMatchObject({ password: 'correct-horse' });
    expect(formState.drafts[FORMS.login]).toBeUndefined();
  });

  it('a refused password stays typed for the person to correct', async () => {
    userState.phoneNumber = '+15555550100';
    replyByPath(ctx.server, {
      'POST /api/v1/auth': { status: 401, body: { code: 'ERR_UNAUTHORIZED', message: 'No.' } },
    });
    editDraft(FORMS.login, { password: 'wrong' });
    await createSessionActions(testDeps(ctx.server)).submitLogin();
    expect(registrationState.errorCode).toBe('ERR_UNAUTHORIZED');
    expect(formState.drafts[FORMS.login]).toEqual({ password: 'wrong' });
  });

  it('a login step without a number goes back to the phone step', async () => {
    userState.nextRegStep = 'login';
    await createSessionActions(testDeps(ctx.server)).requireNumberToLogIn();
    expect(userState.nextRegStep).toBe('phone');
  });

  it('forgot password forgets the typed password and any notice', async () => {
    editDraft(FORMS.login, { password: 'x' });
    registrationState.message = 'old';
    await createSessionActions(testDeps(ctx.server)).goToForgotPassword();
    expect(userState.nextRegStep).toBe('forgot_password');
    expect(registrationState.message).toBeNull();
    expect(formState.drafts[FORMS.login]).toBeUndefined();
  });
});

describe('forgot password actions', () => {
  it('a malformed address is the field error; a good one is sent and remembered as sentTo', async () => {
    const actions = createSessionActions(testDeps(ctx.server));
    editDraft(FORMS.forgotPassword, { email: 'sam@' });
    await actions.submitForgotPassword();
    expect(formState.errors[FORMS.forgotPassword]).toEqual({
      email: PAGE_CHECK_MESSAGES.emailFormat,
    });
    expect(paths()).toEqual([]);
    editDraft(FORMS.forgotPassword, { email: ' sam@example.com ' });
    await actions.submitForgotPassword();
    expect(formState.drafts[FORMS.forgotPassword]).toMatchObject({ sentTo: 'sam@example.com' });
    await actions.resendResetLink();
    expect(paths()).toEqual(['POST /api/v1/auth/forgot', 'POST /api/v1/auth/forgot']);
  });

  it('Back goes to login with a number, else to the phone step', async () => {
    const actions = createSessionActions(testDeps(ctx.server));
    await actions.leaveForgotPassword();
    expect(userState.nextRegStep).toBe('phone');
    userState.phoneNumber = '+15555550100';
    await actions.leaveForgotPassword();
    expect(userState.nextRegStep).toBe('login');
  });
});

describe('account status actions', () => {
  it('invalidated: confirm again asks for a new access request at the code step', async () => {
    registrationState.regAccessToken = 'old';
    await createSessionActions(testDeps(ctx.server)).confirmNumberAgain();
    expect(registrationState).toMatchObject({ regAccessToken: null, needsAccessRequest: true });
    expect(userState.nextRegStep).toBe('validate');
  });

  it("start over keeps the native apps' layout, nothing else", async () => {
    Object.assign(registrationState, { layoutType: 'compact', embeddedWebreg: true, error: 'x' });
    userState.nextRegStep = 'deactivated';
    await createSessionActions(testDeps(ctx.server)).startOver();
    expect(registrationState).toMatchObject({
      layoutType: 'compact',
      embeddedWebreg: true,
      error: null,
    });
    expect(userState.nextRegStep).toBeNull();
  });
});

describe('next-gen hand-off actions', () => {
  it("goes to the service's address by itself", async () => {
    userState.phoneNumber = '+15555550100';
    replyByPath(ctx.server, {
      'POST /onboarding/initialize': { body: { redirectUrl: 'https://new/' } },
    });
    const deps = testDeps(ctx.server);
    await createSessionActions(deps).startHandOff();
    expect(deps.redirect).toHaveBeenCalledWith('https://new/');
    expect(formState.drafts.next_gen_onboarding).toBeUndefined();
  });

  it("nowhere to go: stalled; the button then goes to the provider's home page", async () => {
    const deps = { ...testDeps(ctx.server), providerHomeUrl: 'https://provider/' };
    const actions = createSessionActions(deps);
    await actions.startHandOff();
    expect(formState.drafts.next_gen_onboarding).toEqual({ stalled: true });
    await actions.continueHandOff();
    expect(deps.redirect).toHaveBeenCalledWith('https://provider/');
  });

  it('a slow hand-off is stalled after 8 seconds', async () => {
    vi.useFakeTimers();
    userState.phoneNumber = '+15555550100';
    ctx.server.setReply(() => new Promise(() => {}) as never);
    void createSessionActions(testDeps(ctx.server)).startHandOff();
    await vi.advanceTimersByTimeAsync(8000);
    expect(formState.drafts.next_gen_onboarding).toEqual({ stalled: true });
  });
});

describe('reset password actions', () => {
  const link = { type: 'parent', uid: 'u1', token: 't1' };

  it('opening the step checks the held link; without one, nothing is sent', async () => {
    const deps = { ...testDeps(ctx.server), origin: 'https://web' };
    await createLinkActions(deps).openResetLink();
    expect(paths()).toEqual([]);
    holdResetLink(link);
    replyByPath(ctx.server, {
      'POST /validate-reset-password-token': { body: { valid: true } },
    });
    await createLinkActions(deps).openResetLink();
    expect(ctx.server.requests[0]?.body).toMatchObject({
      url: 'https://web/reset-password/parent/u1/t1',
    });
  });

  it('both fields are needed; then the token goes out and the link is forgotten', async () => {
    holdResetLink(link);
    userState.phoneNumber = '+15555550170';
    const actions = createLinkActions(testDeps(ctx.server));
    await actions.submitNewPassword();
    expect(formState.errors[FORMS.resetPassword]).toEqual({
      newPassword: PAGE_CHECK_MESSAGES.newPassword,
      verifyPassword: PAGE_CHECK_MESSAGES.verifyPassword,
    });
    editDraft(FORMS.resetPassword, { newPassword: 'a-long-one', verifyPassword: 'a-long-one' });
    await actions.submitNewPassword();
    expect(paths()).toEqual(['POST /api/v1/auth/u1/reset']);
    expect(ctx.server.requests[0]?.body).toMatchObject({ token: 't1' });
    expect(userState.nextRegStep).toBe('login');
    expect(formState.drafts[FORMS.resetPassword]).toBeUndefined();
    await actions.submitNewPassword();
    expect(paths()).toHaveLength(1);
  });

  it('ltaResetPasswordExperience: the page checks the match, as the service has one field', async () => {
    holdResetLink(link);
    const actions = createLinkActions(testDeps(ctx.server, { ltaResetPasswordExperience: true }));
    editDraft(FORMS.resetPassword, { newPassword: 'a-long-one', verifyPassword: 'other' });
    await actions.submitNewPassword();
    expect(formState.errors[FORMS.resetPassword]).toEqual({
      verifyPassword: PAGE_CHECK_MESSAGES.passwordMismatch,
    });
    expect(paths()).toEqual([]);
  });
});
