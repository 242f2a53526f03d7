import type { ProveMobileAuthState } from '../../model/entities';
import type { StepChanges } from '../changes';

/**
 * Mobile-number authentication (Prove), spec section 4: the carrier confirms the number by a
 * redirect instead of an access request. The states are section 3's proveMobileAuthState.
 */

/**
 * Whether the validate step asks the carrier (the mobile-auth screen) rather than for a code:
 * with proveMobileAuth on where an access request is needed (a parent), and for as long as a
 * confirmation by the carrier is under way or has ended, until a code is asked for (by
 * "Send me a code instead", or Continue once the number is confirmed). The state alone keeps
 * the screen after the redirect's reload, before the toggles have loaded again.
 */
function usesMobileAuth(input: {
  proveMobileAuth: boolean;
  needsAccessRequest: boolean;
  proveMobileAuthState: ProveMobileAuthState;
  codeAsked: boolean;
}): boolean {
  if (input.codeAsked) return false;
  return input.proveMobileAuthState !== null || (input.proveMobileAuth && input.needsAccessRequest);
}

/**
 * The validate step's page: the carrier's (usesMobileAuth) or the code's. A full load (a
 * reload) shows the step before the toggles have come: until they say whether the carrier
 * confirms the number, neither opens ('waiting'), or the code page would text a code nobody
 * asked for.
 */
export function validatePage(
  registration: {
    needsAccessRequest: boolean;
    proveMobileAuthState: ProveMobileAuthState;
    pinDelivery: unknown;
  },
  toggles: { toggles: { proveMobileAuth: boolean }; loaded: boolean },
): 'waiting' | 'carrier' | 'code' {
  const { needsAccessRequest, proveMobileAuthState, pinDelivery } = registration;
  if (
    !toggles.loaded &&
    needsAccessRequest &&
    pinDelivery === null &&
    proveMobileAuthState === null
  )
    return 'waiting';
  const carrier = usesMobileAuth({
    proveMobileAuth: toggles.toggles.proveMobileAuth,
    needsAccessRequest,
    proveMobileAuthState,
    codeAsked: pinDelivery !== null,
  });
  return carrier ? 'carrier' : 'code';
}

/** "Redirect requested gives initial-redirect." */
export const afterProveRedirectRequested = (): StepChanges => ({
  registration: { proveMobileAuthState: 'initial-redirect', proveRedirectUri: null },
});

/** "URI received gives pending": the browser goes to the carrier's page. */
export const afterProveRedirectUri = (proveRedirectUri: string): StepChanges => ({
  registration: { proveMobileAuthState: 'pending', proveRedirectUri },
  effects: [{ type: 'redirect', to: proveRedirectUri }],
});

/**
 * The redirect's result, read from the final target's address. Only a confirmation under way
 * (pending) takes one, so an old or forged link changes nothing. "A redirect result with status
 * failed gives failure. A final target gives success and clears the access-request need."
 */
export function afterProveRedirectResult(
  state: ProveMobileAuthState,
  status: string | null,
): StepChanges | undefined {
  if (state !== 'pending' || status === null) return undefined;
  if (status === 'failed') {
    return { registration: { proveMobileAuthState: 'failure', proveRedirectUri: null } };
  }
  return {
    registration: {
      proveMobileAuthState: 'success',
      proveRedirectUri: null,
      needsAccessRequest: false,
    },
  };
}

/**
 * "Invalidation gives invalidated: the token is cleared and an access request is needed
 * again." Without proveMobileAuth the number is confirmed again by a code (no Prove state).
 */
export const afterProveInvalidated = (proveMobileAuth: boolean): StepChanges => ({
  registration: {
    error: null,
    regAccessToken: null,
    needsAccessRequest: true,
    proveRedirectUri: null,
    proveMobileAuthState: proveMobileAuth ? 'invalidated' : null,
  },
  user: { nextRegStep: 'validate' },
});
