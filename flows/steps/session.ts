import type { User } from '../model/entities';
import { deactivatedMessage, ERROR_CODES, ERROR_MESSAGES } from '../rules/errors';
import { type NextStep, toNextStep } from '../rules/next-steps';
import { isRole } from '../rules/roles';
import { type Effect, failure, type StepChanges } from './changes';

/**
 * Spec section 4, "Initialise": a 401 clears the registration token and the access token and
 * returns to the phone step; anything else is an ordinary failure (undefined).
 */
export function afterInitializeFailure(status: number | undefined): StepChanges | undefined {
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

/** A child at complete becomes complete_child (login and user load alike). */
function completedStep(user: User | null | undefined, step: NextStep): NextStep {
  return step === 'complete' && user?.role === 'child' ? 'complete_child' : step;
}

/** Spec section 4, "Login". */
export function afterLogin(
  result: { token: string; user?: User | null; action?: string; nextRegisterStep?: string | null },
  toggles: { newDeactivatedErrorMsg: boolean },
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
  changes.user = { ...changes.user, nextRegStep: completedStep(user, step) };
  return changes;
}

/** "This also holds when user load succeeds with nextRegisterStep complete and role child." */
export function afterUserLoaded(user: User): StepChanges {
  const step = toNextStep(user.nextRegisterStep);
  return {
    user: {
      ...(step ? { nextRegStep: completedStep(user, step) } : {}),
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

/** "After reset-password success the step goes to login." */
export const afterResetPassword = (): StepChanges => ({ user: { nextRegStep: 'login' } });

/** "Your session has expired" is stored as a timeout error, not as the step's error. */
export const afterSessionExpired = (): StepChanges => ({
  registration: { loading: false, timeoutError: ERROR_MESSAGES.sessionExpired },
  user: { nextRegStep: 'login' },
});
