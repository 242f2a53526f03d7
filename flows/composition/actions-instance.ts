import { applyChanges } from '../actions/apply-changes';
import { inPress, joinPress } from '../actions/press';
import type { AllPromised } from '../actions/step-actions';
import { pressUnanswered } from '../steps/unanswered-press';

/**
 * The page's one lazy layer over the action sets: each set is made on first use, in its own
 * chunk with its clients, from the browser's deps (pages never build clients). Its
 * methods can be called before the chunk has loaded (each waits for it); a failed chunk load
 * is retried on the next call. stepActions (step-actions-instance.ts) hands these methods to
 * every step's intents; this file stays small because the first screen loads it. A call made by
 * a press's intent is the press's: the page stays busy until it settles (actions/press.ts).
 */
export function lazyActions<T extends object>(load: () => Promise<T>) {
  let instance: Promise<T> | undefined;
  let loaded: T | undefined;
  const ready = (): Promise<T> =>
    (instance ??= load().then(
      (set) => (loaded = set),
      (error: unknown) => {
        instance = undefined;
        throw error;
      },
    ));
  const call = (set: T, name: PropertyKey, args: unknown[]) =>
    (set[name as keyof T] as (...a: unknown[]) => unknown)(...args);
  const methods = new Proxy({} as AllPromised<T>, {
    get:
      (_, name) =>
      (...args: unknown[]) => {
        if (!loaded) {
          // A press whose code cannot be fetched (offline before its preload came) is a call
          // that got no answer: the page says so in a failed call's words, the press ends, and
          // the next press fetches the code again. A call outside a press is its caller's.
          const pressed = inPress();
          return joinPress(
            ready().then(
              (set) => call(set, name, args),
              (error: unknown) => {
                if (pressed) void applyChanges(pressUnanswered());
                throw error;
              },
            ),
          );
        }
        // Once loaded, a method runs in the caller's own turn: a click's handler stays one
        // (Safari's Apple Pay sheet and a browser's pop-up open only there).
        try {
          return joinPress(Promise.resolve(call(loaded, name, args)));
        } catch (error) {
          return Promise.reject(error);
        }
      },
  });
  /** Fetches the set's chunk ahead of its first call (preloadWhenIdle). */
  const preload = () =>
    ready().then(
      () => undefined,
      () => undefined,
    );
  return { methods, ready, preload };
}

export const registrationSet = lazyActions(() =>
  Promise.all([import('../actions/registration-actions'), import('./browser-deps')]).then(
    ([{ createRegistrationActions }, { browserDeps }]) => createRegistrationActions(browserDeps()),
  ),
);
export const sessionSet = lazyActions(() =>
  Promise.all([import('../actions/session-actions'), import('./browser-deps')]).then(
    ([{ createSessionActions }, { browserDeps }]) => createSessionActions(browserDeps()),
  ),
);
export const linkSet = lazyActions(() =>
  Promise.all([import('../actions/link-actions'), import('./browser-deps')]).then(
    ([{ createLinkActions }, { browserDeps }]) => createLinkActions(browserDeps()),
  ),
);
export const fundingSet = lazyActions(() =>
  Promise.all([import('../actions/funding-actions'), import('./browser-deps')]).then(
    ([{ createFundingActions }, { browserDeps }]) => createFundingActions(browserDeps()),
  ),
);
