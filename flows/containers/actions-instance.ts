import type { createFundingActions } from '../actions/funding-actions';
import type { createLinkActions } from '../actions/link-actions';
import type { createRegistrationActions } from '../actions/registration-actions';
import type { createSessionActions } from '../actions/session-actions';

type Lazy<T> = () => Promise<T>;

/**
 * One instance of each action set per page, each in its own chunk with its clients, made on
 * first use from the browser's deps (containers never build clients themselves).
 */
function lazily<T>(load: Lazy<T>): Lazy<T> {
  let instance: Promise<T> | undefined;
  return () => {
    instance ??= load().catch((error: unknown) => {
      // A failed chunk load is retried on the next use.
      instance = undefined;
      throw error;
    });
    return instance;
  };
}

export const registrationActions: Lazy<ReturnType<typeof createRegistrationActions>> = lazily(() =>
  Promise.all([import('../actions/registration-actions'), import('./browser-deps')]).then(
    ([{ createRegistrationActions }, { browserDeps }]) => createRegistrationActions(browserDeps()),
  ),
);

export const sessionActions: Lazy<ReturnType<typeof createSessionActions>> = lazily(() =>
  Promise.all([import('../actions/session-actions'), import('./browser-deps')]).then(
    ([{ createSessionActions }, { browserDeps }]) => createSessionActions(browserDeps()),
  ),
);

export const linkActions: Lazy<ReturnType<typeof createLinkActions>> = lazily(() =>
  Promise.all([import('../actions/link-actions'), import('./browser-deps')]).then(
    ([{ createLinkActions }, { browserDeps }]) => createLinkActions(browserDeps()),
  ),
);

export const fundingActions: Lazy<ReturnType<typeof createFundingActions>> = lazily(() =>
  Promise.all([import('../actions/funding-actions'), import('./browser-deps')]).then(
    ([{ createFundingActions }, { browserDeps }]) => createFundingActions(browserDeps()),
  ),
);
