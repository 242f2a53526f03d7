import type { createPhoneActions } from '../actions/phone-actions';

type PhoneActions = ReturnType<typeof createPhoneActions>;
let actions: Promise<PhoneActions> | undefined;

/**
 * The actions, their clients and wretch live in their own chunk, outside the first screen's
 * budget: fetched when the page is idle after hydration (preloadPhoneActions), or at the
 * latest on the first Continue.
 */
export function phoneActions(): Promise<PhoneActions> {
  actions ??= Promise.all([import('../actions/phone-actions'), import('./browser-deps')]).then(
    ([{ createPhoneActions }, { browserDeps }]) => createPhoneActions(browserDeps()),
  );
  return actions;
}

export function preloadPhoneActions(): void {
  void phoneActions().catch(() => {
    // A failed preload is retried by the first Continue.
    actions = undefined;
  });
}
