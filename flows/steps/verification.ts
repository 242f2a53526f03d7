import type { StepChanges } from './changes';

/** Spec section 4, "Mobile-number authentication": the events that move proveMobileAuthState. */
export type ProveEvent =
  | { type: 'redirectRequested' }
  | { type: 'uriReceived'; uri: string }
  | { type: 'redirectResult'; status: string }
  | { type: 'finalTarget' }
  | { type: 'invalidated' };

export function afterProveEvent(event: ProveEvent): StepChanges {
  switch (event.type) {
    // "Redirect requested gives initial-redirect; URI received gives pending."
    case 'redirectRequested':
      return { registration: { proveMobileAuthState: 'initial-redirect' } };
    case 'uriReceived':
      return { registration: { proveMobileAuthState: 'pending', proveRedirectUri: event.uri } };
    // "A redirect result with status failed gives failure."
    case 'redirectResult':
      return event.status === 'failed' ? { registration: { proveMobileAuthState: 'failure' } } : {};
    // "A final target gives success and clears the access-request need."
    case 'finalTarget':
      return { registration: { proveMobileAuthState: 'success', needsAccessRequest: false } };
    // "Invalidation gives invalidated: the token is cleared and an access request is needed again."
    case 'invalidated':
      return {
        registration: {
          proveMobileAuthState: 'invalidated',
          regAccessToken: null,
          needsAccessRequest: true,
        },
      };
  }
}

/** "Email verification: success gives verified; failure gives unverified." */
export const afterEmailVerification = (success: boolean): StepChanges => ({
  registration: { emailVerificationStatus: success ? 'verified' : 'unverified' },
});

/** "Success clears needsVerification." */
export const afterDebitVerified = (): StepChanges => ({
  registration: { needsVerification: false, skippedVerification: false },
});

/** "Choosing later leaves needsVerification set and sets skippedVerification." */
export const afterDebitVerificationSkipped = (): StepChanges => ({
  registration: { skippedVerification: true },
});
