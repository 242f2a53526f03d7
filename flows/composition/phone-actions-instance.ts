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
 * fetched once the person starts on the page (app/main.tsx), or at the latest on Continue.
 */
export function preloadPhoneActions(): void {
  phoneSet.ready().catch(() => {
    // A failed preload is retried by the first Continue.
  });
}
