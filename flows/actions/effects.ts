import { clearStoredState, markCompleted } from '../model/persistence';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { DEFAULT_KYC_FAILURE } from '../rules/constants';
import { ERROR_MESSAGES } from '../rules/errors';
import { afterOnboardingInitializeFailure } from '../steps/phone-check';
import { applyChanges, type EffectHandlers } from './apply-changes';
import type { ActionDeps } from './deps';
import { runAction } from './run-action';

/** Tracked on a parent's completion with the plan fee as purchase value (section 6). */
const REGISTRATION_COMPLETE_EVENT = 'Registration Complete';

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;
const codeOf = (error: unknown) => (error as { json?: { code?: string } } | null)?.json?.code;

/** How each effect a rule asks for is carried out. */
export function effectHandlers(deps: ActionDeps, more: EffectHandlers = {}): EffectHandlers {
  const handlers: EffectHandlers = {
    initializeOnboarding: async () => {
      try {
        await deps.clients.onboarding.initialize({
          phoneNumber: userState.phoneNumber ?? '',
          ...(registrationState.deviceUuid ? { deviceId: registrationState.deviceUuid } : {}),
          ...(registrationState.appOs ? { appOs: registrationState.appOs } : {}),
          ...(registrationState.appVersion ? { appVersion: registrationState.appVersion } : {}),
          ...(userState.role ? { role: userState.role } : {}),
        });
      } catch (error) {
        const moved = afterOnboardingInitializeFailure(statusOf(error), codeOf(error));
        if (moved) return applyChanges(moved);
        await runAction('onboardingInitialize', deps, () => Promise.reject(error));
      }
    },
    fetchPricingPlan: async () => {
      const plan = await runAction('pricingPlan', deps, () => deps.clients.family.pricingPlan(), {
        message: () => ERROR_MESSAGES.currentPricingPlan,
      });
      if (plan) userState.currentPlan = plan;
    },
    fetchKycFailureType: async () => {
      const userId = userState.registeredUser?.user.id;
      try {
        if (!userId) throw new Error('no user');
        const result = await deps.clients.own.kycFailureType(userId);
        userState.failureReason = result.failureReason;
        userState.hasExceededMaxVerificationAttempts = result.hasExceededMaxVerificationAttempts;
      } catch {
        // Section 8: a failed lookup defaults to compliance_risk with max attempts exceeded.
        userState.failureReason = DEFAULT_KYC_FAILURE.failureReason;
        userState.hasExceededMaxVerificationAttempts =
          DEFAULT_KYC_FAILURE.hasExceededMaxVerificationAttempts;
      }
    },
    acceptTerms: () => deps.clients.investing.acceptTerms(registrationState.deviceUuid ?? ''),
    sendBrowserData: async () => {
      const userId = userState.registeredUser?.user.id;
      if (!userId) return;
      deps.identify?.(userId, { role: userState.role });
      await deps.clients.own.browserData({ userId, browserData: deps.browserData() });
    },
    markCompleted: () => markCompleted(deps.storage, (error) => deps.log('storage failed', error)),
    clearSessionStorage: () =>
      clearStoredState(deps.storage, (error) => deps.log('storage failed', error)),
    redirect: (effect) =>
      effect.inPage && deps.replaceAddress
        ? deps.replaceAddress(effect.to)
        : deps.redirect(effect.to),
    log: (effect) => deps.log(effect.message),
    trackRegistrationComplete: (effect) =>
      deps.track(REGISTRATION_COMPLETE_EVENT, { value: effect.purchaseValue, currency: 'USD' }),
    native: (effect) => deps.native?.(effect.message, effect.body),
    closeView: () => deps.closeView?.(),
  };
  return { ...handlers, ...more };
}
