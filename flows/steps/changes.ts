import type { RegistrationState } from '../model/registration-state';
import type { UserState } from '../model/user-state';
import type { NativeMessages } from '../platform/native-bridge';
import type { TogglesState } from '../platform/toggles-state';

/**
 * Work a rule asks the action layer to do after applying its changes. Rules stay pure: they
 * describe calls, redirects and tracking instead of making them.
 */
export type Effect =
  | { type: 'initializeOnboarding' }
  | { type: 'startRegistration' }
  | { type: 'completeRegistration' }
  | { type: 'fetchPricingPlan' }
  | { type: 'fetchKycFailureType' }
  | { type: 'acceptTerms' }
  | { type: 'sendBrowserData' }
  /** Micro-deposits (or card charges) started on a funding account (section 7's discovery). */
  | { type: 'discoverMicroDeposits'; fundingAccountId: string; fundingType: string }
  | { type: 'markCompleted' }
  /** resetKBAFlow: what was typed or picked on these forms goes, and the reset is done. */
  | { type: 'resetIdentityForms'; forms: readonly string[] }
  | { type: 'clearSessionStorage' }
  /** Inside the native apps: the web view asks to be closed (back to the app). */
  | { type: 'closeView' }
  | { type: 'print' }
  /** inPage: the address changes without a page load (the state, errors included, stays). */
  | { type: 'redirect'; to: string; inPage?: boolean }
  | { type: 'log'; message: string }
  | { type: 'trackRegistrationComplete'; purchaseValue: number }
  | {
      type: 'native';
      message: 'registrationReAuth' | 'registrationFailed' | 'registrationComplete';
      body:
        | NativeMessages['registrationReAuth']
        | NativeMessages['registrationFailed']
        | NativeMessages['registrationComplete'];
    };

export type StepChanges = {
  registration?: Partial<RegistrationState>;
  user?: Partial<UserState>;
  toggles?: Partial<TogglesState>;
  effects?: Effect[];
};

/** Sets error, errorCode and message the way every failure phase does (spec section 4). */
export const failure = (message: string, errorCode: string | null = null): StepChanges => ({
  registration: { loading: false, error: message, errorCode, message },
});
