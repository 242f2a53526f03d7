import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { PASSWORD_CHECKS_EN } from '../../vocabulary/messages/password-checks.en';
import type { User } from '../model/entities';
import { deactivatedMessage, ERROR_CODES } from '../rules/error-codes';
import { type NextStep, toNextStep } from '../rules/next-steps';
import { isRole } from '../rules/roles';
import { type Effect, failure, type StepChanges } from './changes';
import { nativeReAuth } from './links-and-native';
import { isPlaceholderComplete } from './role-rules';

/**
 * Spec section 4, "Initialise": a 401 clears the registration token and the access token and
 * returns to the phone step. "Under 13 goes to cancel_age": the age page already stops a
 * younger teen, so the server's ERR_CHILD_AGE means its clock disagrees near a 13th birthday;
 * it has erased what the number left (COPPA), and the date is not kept here either. Anything
 * else is an ordinary failure (undefined).
 */
export function afterInitializeFailure(
  status: number | undefined,
  code?: string,
): StepChanges | undefined {
  if (code === ERROR_CODES.childAge) {
    return {
      registration: {
        registrationToken: null,
        jwt: null,
        prefilledAnswers: {},
        loading: false,
      },
      user: { dob: null, registeredUser: null, nextRegStep: 'cancel_age' },
    };
  }
  if (status !== 401) return undefined;
  return {
    registration: { registrationToken: null, regAccessToken: null, loading: false },
    user: { nextRegStep: 'phone' },
  };
}

/** "It auto-completes only if no unresolved errors or errors exist." */
export function shouldAutoComplete(response: {
  nextQuestions: ReadonlyArray<{ name: string }>;
  errors: ReadonlyArray<unknown>;
  unresolvedErrors: ReadonlyArray<unknown>;
  completeOnInit: boolean;
}): boolean {
  const atComplete =
    response.completeOnInit || response.nextQuestions.some((q) => q.name === 'complete');
  return atComplete && response.errors.length === 0 && response.unresolvedErrors.length === 0;
}

const CHILDREN_DONE: ReadonlyArray<string> = ['complete', 'complete_child'];

/**
 * A child at complete becomes complete_child, and a placeholder-complete approver complete
 * (login and user load alike).
 */
function completedStep(
  user: User | null | undefined,
  step: NextStep,
  toggles: { approverPlaceholderComplete: boolean },
): NextStep {
  if (isPlaceholderComplete(user?.role, step, toggles.approverPlaceholderComplete))
    return 'complete';
  return step === 'complete' && user?.role === 'child' ? 'complete_child' : step;
}

/** Spec section 4, "Login". */
export function afterLogin(
  result: { token: string; user?: User | null; action?: string; nextRegisterStep?: string | null },
  toggles: { newDeactivatedErrorMsg: boolean; approverPlaceholderComplete: boolean },
): StepChanges {
  const step = toNextStep(result.nextRegisterStep ?? result.action);
  // "Step deactivated shows the deactivated error."
  if (step === 'deactivated') {
    return {
      ...failure(deactivatedMessage(toggles.newDeactivatedErrorMsg), ERROR_CODES.deactivated),
      user: { nextRegStep: 'deactivated' },
    };
  }
  const user = result.user ?? null;
  // "After login or create_user, browser data is sent."
  const effects: Effect[] = [{ type: 'sendBrowserData' }];
  const changes: StepChanges = {
    registration: { jwt: result.token },
    user: {
      ...(user ? { registeredUser: { token: result.token, user } } : {}),
      ...(isRole(user?.role) ? { role: user.role } : {}),
      ...(user?.firstName ? { firstName: user.firstName } : {}),
    },
    effects,
  };
  if (!step) return changes;
  if (step === 'complete') {
    // "Step complete sets a session-storage completed flag."
    effects.push({ type: 'markCompleted' });
    // "A parent with no child awaiting completion is redirected to the next-gen onboarding path."
    if (user?.role === 'parent') {
      const waiting = (user.children ?? []).some(
        (child) => !CHILDREN_DONE.includes(child.nextRegisterStep ?? ''),
      );
      if (!waiting) {
        changes.user = { ...changes.user, nextRegStep: 'next_gen_onboarding' };
        effects.push({ type: 'initializeOnboarding' });
        return changes;
      }
    }
  }
  changes.user = { ...changes.user, nextRegStep: completedStep(user, step, toggles) };
  return changes;
}

/** "This also holds when user load succeeds with nextRegisterStep complete and role child." */
export function afterUserLoaded(
  user: User,
  toggles: { approverPlaceholderComplete: boolean },
): StepChanges {
  const step = toNextStep(user.nextRegisterStep);
  return {
    user: {
      ...(step ? { nextRegStep: completedStep(user, step, toggles) } : {}),
      ...(isRole(user.role) ? { role: user.role } : {}),
      firstName: user.firstName ?? null,
    },
    registration: { walletId: user.walletId ?? null },
  };
}

/**
 * Spec section 2: a failed user load outside an embedded app clears session storage and
 * redirects to the root with the stored phone number; embedded entry starts at register.
 */
export function afterUserLoadFailed(input: {
  embedded: boolean;
  storedPhoneNumber: string | null;
}): StepChanges {
  if (input.embedded) {
    return {
      ...failure(ERROR_MESSAGES.unableToValidateUser),
      user: { nextRegStep: 'register' },
    };
  }
  const query = input.storedPhoneNumber
    ? `?${new URLSearchParams({ phoneNumber: input.storedPhoneNumber })}`
    : '';
  return {
    effects: [{ type: 'clearSessionStorage' }, { type: 'redirect', to: `/${query}` }],
  };
}

/**
 * "After reset-password success the step goes to login", for the number the reset answers
 * with (the account's), else the one this tab already has. Only with neither (a service that
 * names no number, on a tab that never saw one) does it start at the phone step, whose check
 * answers login for that number.
 */
export function afterResetPassword(
  result: { phoneNumber?: string | undefined } | undefined,
  knownPhoneNumber: string | null,
): StepChanges {
  const phoneNumber = result?.phoneNumber ?? knownPhoneNumber;
  return {
    registration: { error: null, errorCode: null, message: PASSWORD_RESET_MESSAGE },
    user: phoneNumber ? { phoneNumber, nextRegStep: 'login' } : { nextRegStep: 'phone' },
  };
}

/** Said at the login step after a reset, as words: the page finds them in its language. */
/** @internal */
export const PASSWORD_RESET_MESSAGE = PASSWORD_CHECKS_EN['passwordChecks.passwordSaved'];

/**
 * ERR_DEACTIVATED on login: the deactivated step, which shows the catalogue text (the
 * message itself comes from the action's failure phase).
 */
export function afterLoginFailure(code: string | undefined): StepChanges | undefined {
  if (code !== ERROR_CODES.deactivated) return undefined;
  return { user: { nextRegStep: 'deactivated' } };
}

/**
 * A registration call answered 401: section 4's initialise rule for every registration
 * call. The tokens go, the flow returns to the phone step, and "Your session has expired"
 * shows there as the timeout error (section 8), not as the step's error. Inside the native
 * apps the app is asked to authenticate again (registrationReAuth).
 */
export const afterSessionExpired = (input: { embedded: boolean }): StepChanges => ({
  registration: {
    registrationToken: null,
    regAccessToken: null,
    jwt: null,
    loading: false,
    loadingFlags: {},
    error: null,
    errorCode: null,
    timeoutError: ERROR_MESSAGES.sessionExpired,
  },
  user: { nextRegStep: 'phone', registeredUser: null },
  ...(input.embedded ? nativeReAuth() : {}),
});
