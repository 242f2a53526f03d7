import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { FORMS } from '../rules/page-checks';
import { applyChanges } from './apply-changes';
import { effectHandlers } from './effects';
import { editDraft } from './form-actions';
import { createPhoneActions } from './phone-actions';
import { actionTestServer, replyByPath, testDeps } from './test-deps';

const ctx = actionTestServer();
beforeEach(() => {
  registrationState.deviceUuid = 'device-1';
});

const registeredParent = () => {
  userState.registeredUser = { token: 'jwt', user: { id: 'u1', role: 'parent' } };
};

describe('effect handlers', () => {
  it('KYC failure type: reads the reason; a failed lookup defaults to compliance_risk, max attempts exceeded', async () => {
    registeredParent();
    replyByPath(ctx.server, {
      'GET /api/kyc-failure-type': {
        body: {
          failure_reason: 'identity_not_verified',
          has_exceeded_max_verification_attempts: false,
        },
      },
    });
    const deps = testDeps(ctx.server);
    await applyChanges({ effects: [{ type: 'fetchKycFailureType' }] }, effectHandlers(deps));
    expect(userState.failureReason).toBe('identity_not_verified');
    expect(userState.hasExceededMaxVerificationAttempts).toBe(false);

    replyByPath(ctx.server, { 'GET /api/kyc-failure-type': { status: 500, body: {} } });
    await applyChanges({ effects: [{ type: 'fetchKycFailureType' }] }, effectHandlers(deps));
    expect(userState.failureReason).toBe('compliance_risk');
    expect(userState.hasExceededMaxVerificationAttempts).toBe(true);
  });

  it('accept terms sends the device id; a failure is only logged', async () => {
    replyByPath(ctx.server, {
      'POST /v2/invest/accept-terms-and-conditions': { status: 400, body: {} },
    });
    const deps = testDeps(ctx.server);
    await applyChanges({ effects: [{ type: 'acceptTerms' }] }, effectHandlers(deps));
    expect(ctx.server.requests[0]?.query).toEqual({ deviceId: 'device-1' });
    expect(deps.log).toHaveBeenCalled();
    expect(registrationState.error).toBeNull();
  });

  it('onboarding initialise failing otherwise is an ordinary failure', async () => {
    userState.phoneNumber = '+15555550100';
    replyByPath(ctx.server, {
      'POST /onboarding/initialize': { status: 500, body: { message: 'Down' } },
    });
    await applyChanges(
      { effects: [{ type: 'initializeOnboarding' }] },
      effectHandlers(testDeps(ctx.server)),
    );
    expect(registrationState.error).toBe('Down');
  });

  it('redirects, logs, native messages and completion tracking reach the page', async () => {
    const deps = testDeps(ctx.server);
    await applyChanges(
      {
        effects: [
          { type: 'redirect', to: '/' },
          { type: 'log', message: 'noted' },
          { type: 'native', message: 'registrationFailed', body: { appOs: 'ios', error: 'x' } },
          { type: 'trackRegistrationComplete', purchaseValue: 4.99 },
        ],
      },
      effectHandlers(deps),
    );
    expect(deps.redirect).toHaveBeenCalledWith('/');
    expect(deps.log).toHaveBeenCalledWith('noted');
    expect(deps.native).toHaveBeenCalledWith('registrationFailed', { appOs: 'ios', error: 'x' });
    expect(deps.track).toHaveBeenCalledWith('Registration Complete', {
      value: 4.99,
      currency: 'USD',
    });
  });

  it('an in-page redirect only changes the address (a page without one loads the address)', async () => {
    const replaceAddress = vi.fn();
    const deps = { ...testDeps(ctx.server), replaceAddress };
    await applyChanges(
      { effects: [{ type: 'redirect', to: '/', inPage: true }] },
      effectHandlers(deps),
    );
    expect(replaceAddress).toHaveBeenCalledWith('/');
    expect(deps.redirect).not.toHaveBeenCalled();
    const plain = testDeps(ctx.server);
    await applyChanges(
      { effects: [{ type: 'redirect', to: '/', inPage: true }] },
      effectHandlers(plain),
    );
    expect(plain.redirect).toHaveBeenCalledWith('/');
  });
});

describe('phone actions, the rest', () => {
  it("voice PIN shows section 8's text, whatever the service's words", async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/phone-verification/voice-pin': {
        body: { sent: true, message: 'Voice call queued' },
      },
    });
    await createPhoneActions(testDeps(ctx.server)).voicePin();
    expect(registrationState.message).toBe('Calling! Please enter confirmation code below');
  });

  it("a number the service does not know (confirm-role) starts afresh: an earlier number's tokens, answers and drafts go, the landing's stay", async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/registration/has-registration': { body: { legacy: false, next_gen: false } },
      'POST /api/v1/phone-check': { body: { action: 'confirm-role' } },
    });
    Object.assign(registrationState, {
      registrationToken: 'earlier-token',
      prefilledAnswers: { setUserEmail: 'first@example.com' },
      partner: 'partner-1',
      placeholderToken: 'invite-1',
    });
    Object.assign(userState, {
      role: 'parent',
      registeredUser: { token: 't', user: { id: 'u0' } },
    });
    editDraft('set_user_email', { email: 'first@example.com' });
    editDraft(FORMS.role, { role: 'parent' });
    editDraft(FORMS.phone, { phone: '5555550251' });

    await createPhoneActions(testDeps(ctx.server)).checkPhone('+15555550251');

    expect(userState.nextRegStep).toBe('confirm-role');
    expect(userState.phoneNumber).toBe('+15555550251');
    expect([userState.role, userState.registeredUser]).toEqual([null, null]);
    expect(registrationState.registrationToken).toBeNull();
    expect(registrationState.prefilledAnswers).toEqual({});
    expect([registrationState.partner, registrationState.placeholderToken]).toEqual([
      'partner-1',
      'invite-1',
    ]);
    expect(Object.keys(formState.drafts)).toEqual([FORMS.phone]);
  });

  it('a number with a registration (validate) resumes it: nothing is cleared', async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/registration/has-registration': { body: { legacy: false, next_gen: false } },
      'POST /api/v1/phone-check': { body: { action: 'validate' } },
    });
    registrationState.prefilledAnswers = { setUserEmail: 'kept@example.com' };
    editDraft('set_user_email', { email: 'kept@example.com' });
    await createPhoneActions(testDeps(ctx.server)).checkPhone('+15555550252');
    expect(userState.nextRegStep).toBe('validate');
    expect(registrationState.prefilledAnswers).toEqual({ setUserEmail: 'kept@example.com' });
    expect(formState.drafts.set_user_email).toEqual({ email: 'kept@example.com' });
  });
});
