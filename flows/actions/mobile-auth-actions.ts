import { registrationState } from '../model/registration-state';
import { afterProveRedirectRequested, afterProveRedirectUri } from '../steps/validate/mobile-auth';
import { applyChanges } from './apply-changes';
import type { ActionDeps } from './deps';
import { effectHandlers } from './effects';
import { runAction } from './run-action';

/** Mobile-number authentication (Prove), spec sections 4 and 7. */
export function createMobileAuthActions(deps: ActionDeps) {
  const handlers = effectHandlers(deps);
  return {
    /**
     * "Confirm my number" (and "Try again", "Confirm again"): asks the product's server where
     * the carrier confirms the number, then the browser goes there. In mock mode
     * (proveMockMode) the outcome asked for travels in a header. A failed call leaves the
     * state as it was, with the error above it.
     */
    requestProveRedirect: () => {
      const before = registrationState.proveMobileAuthState;
      return runAction('proveRedirect', deps, async () => {
        await applyChanges(afterProveRedirectRequested());
        try {
          const mock = deps.toggles().proveMockMode
            ? { status: registrationState.testSettings?.proveMockStatus ?? 'success' }
            : undefined;
          const { proveRedirectUri } = await deps.clients.own.proveRedirectUri(mock);
          await applyChanges(afterProveRedirectUri(proveRedirectUri), handlers);
        } catch (error) {
          await applyChanges({ registration: { proveMobileAuthState: before } });
          throw error;
        }
      });
    },
  };
}
