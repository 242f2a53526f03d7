import { lazyActions } from './actions-instance';

// The phone step's set in a file of its own (built by the same lazyActions): merged into
// actions-instance.ts, the bundler split the first screen's script into more chunks and it grew.
export const phoneSet = lazyActions(() =>
  Promise.all([import('../actions/phone-actions'), import('./browser-deps')]).then(
    ([{ createPhoneActions }, { browserDeps }]) => createPhoneActions(browserDeps()),
  ),
);

/**
 * The phone step's actions, their clients and wretch stay outside the first screen's budget:
 * fetched when the page is idle after hydration, or at the latest on the first Continue.
 */
export function preloadPhoneActions(): void {
  phoneSet.ready().catch(() => {
    // A failed preload is retried by the first Continue.
  });
}
