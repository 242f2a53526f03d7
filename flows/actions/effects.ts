import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { clearStoredState, markCompleted } from '../model/persistence';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { errorBodyOf } from '../rules/error-message';
import { identityFormsReset, kycFailureFound, pricingPlanFetched } from '../steps/lookups';
import { onboardingInitializeBody } from '../steps/onboarding';
import { afterOnboardingInitializeFailure } from '../steps/phone/rule';
import { applyChanges, type EffectHandlers } from './apply-changes';
import type { ActionDeps } from './deps';
import { clearForm } from './form-actions';
import { runAction } from './run-action';
import { startRegistration } from './start-over';

/** Tracked on a parent's completion with the plan fee as purchase value (section 6). */
const REGISTRATION_COMPLETE_EVENT = 'Registration Complete';

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/** How each effect a rule asks for is carried out. */
export function effectHandlers(deps: ActionDeps, more: EffectHandlers = {}): EffectHandlers {
  const handlers: EffectHandlers = {
    initializeOnboarding: async () => {
      try {
        await deps.clients.onboarding.initialize(
          onboardingInitializeBody({
            ...registrationState,
            lta: registrationState.ltaRedirectParams,
            phoneNumber: userState.phoneNumber,
            role: userState.role,
            anonymousId: deps.anonymousId?.(),
          }) ?? { phoneNumber: '' },
        );
      } catch (error) {
        const moved = afterOnboardingInitializeFailure(statusOf(error), errorBodyOf(error).code);
        if (moved) return applyChanges(moved);
        await runAction('onboardingInitialize', deps, () => Promise.reject(error));
      }
    },
    startRegistration,
    fetchPricingPlan: async () => {
      const plan = await runAction('pricingPlan', deps, () => deps.clients.family.pricingPlan(), {
        message: () => ERROR_MESSAGES.currentPricingPlan,
      });
      if (plan) void applyChanges(pricingPlanFetched(plan));
    },
    fetchKycFailureType: async () => {
      const userId = userState.registeredUser?.user.id;
      try {
        if (!userId) throw new Error('no user');
        void applyChanges(kycFailureFound(await deps.clients.own.kycFailureType(userId)));
      } catch {
        // Section 8: a failed lookup has its default.
        void applyChanges(kycFailureFound(undefined));
      }
    },
    acceptTerms: () => deps.clients.investing.acceptTerms(registrationState.deviceUuid ?? ''),
    /**
     * The user is known (login, create_user): analytics learn who it is, browser data goes to
     * the product's server, linked to the family once its uid is known, and with
     * personasServiceEnabled the experimentation sync (personas link, with back-off) and
     * personas identify run. Each failure is logged and ignored, and nothing waits for them:
     * the step the family sees (and the app's setUserInfo) must not wait on telemetry or on
     * the personas sync's back-off.
     */
    sendBrowserData: () => {
      const user = userState.registeredUser?.user;
      if (!user?.id) return;
      const userId = user.id;
      deps.identify?.(userId, { role: userState.role });
      const own = deps.clients.own;
      // Each call logs its own failure (own-server-client), so none is left unhandled.
      void own.browserData({ userId, browserData: deps.browserData() });
      if (user.familyUid) void own.browserDataLink({ userId, familyUid: user.familyUid });
      const anonymousId = deps.anonymousId?.();
      if (deps.toggles().personasServiceEnabled && anonymousId) {
        const persona = { anonymousId, userId, traits: { role: userState.role } };
        void own
          .syncExperimentation(persona)
          .then(() => own.personasIdentify(persona))
          .catch((error: unknown) => deps.log('personas sync failed', error));
      }
    },
    /** Micro-deposits (or card charges) started: the web service is asked what it sent. */
    discoverMicroDeposits: async (effect) => {
      try {
        await deps.clients.webRegistration.microDepositDiscovery({
          fundingAccountId: effect.fundingAccountId,
          fundingType: effect.fundingType,
        });
      } catch (error) {
        deps.log('micro-deposit discovery failed', error);
      }
    },
    markCompleted: () => markCompleted(deps.storage, (error) => deps.log('storage failed', error)),
    resetIdentityForms: (effect) => {
      for (const form of effect.forms) clearForm(form);
      void applyChanges(identityFormsReset());
    },
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
    print: () => deps.print?.(),
  };
  return { ...handlers, ...more };
}
