import * as React from 'react';

/** A code-split container that can be fetched before it is shown. */
export type LazyView<P extends object> = React.FC<P> & {
  preload: () => Promise<void>;
  /** Its chunk has arrived: it renders without suspending. */
  loaded: () => boolean;
};

/**
 * Like React.lazy, except a view whose chunk has already arrived renders at once. React.lazy
 * suspends on a component's first render however early its import began, and React 19 then
 * keeps the fallback up for at least 300 ms (FALLBACK_THROTTLE_MS); preloading the likely next
 * step and rendering it without suspending is what makes a step change cost only its request.
 */
export function lazyView<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
): LazyView<P> {
  let loaded: React.ComponentType<P> | undefined;
  let loading: Promise<React.ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (error: unknown) => {
        // A failed fetch (offline for a moment) is tried again the next time it is needed.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // The load a render waits on. If it fails, the next render throws its error (to the error
  // boundary) instead of waiting on a fresh load: React retries a suspended render when its
  // promise settles, and a new promise each time would keep the page waiting forever.
  let rendering: Promise<React.ComponentType<P>> | undefined;
  let failed: { error: unknown } | undefined;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per chunk at module level, as React.lazy is.
  const View = (props: P) => {
    if (failed) {
      const { error } = failed;
      failed = undefined;
      throw error;
    }
    if (loaded && !rendering) {
      const Component = loaded;
      return <Component {...props} />;
    }
    // Once a render has waited on the load, every later one reads it through use() too: a
    // render that suspended on use() must call it again when it resumes (React checks this in
    // development), and the settled promise then answers at once, without suspending.
    rendering ??= start().catch((error: unknown) => {
      rendering = undefined;
      failed = { error };
      throw error;
    });
    const Component = React.use(rendering);
    return <Component {...props} />;
  };
  View.preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  View.loaded = () => loaded !== undefined;
  return View;
}

/**
 * The value to render now: the newest one when its view's code is there (it renders at once,
 * in this commit), else the deferred one, so the current page stays up until the code
 * arrives. useDeferredValue alone always commits the old page once more with the new state
 * first (a flash of the wrong screen) and renders the new one in a second pass.
 */
export function useShownValue<T>(value: T, ready: (value: T) => boolean): T {
  const deferred = React.useDeferredValue(value);
  return ready(value) ? value : deferred;
}

/**
 * Fetches views' chunks once the browser is idle, so the first screen's work comes first: one
 * view per idle period, so that asking for a chunk (Vite adds a preload link for each of its
 * imports) and running it are short tasks of their own, not one long task that holds up a tap.
 */
export function preloadWhenIdle(
  views: ReadonlyArray<{ preload: () => Promise<void> } | undefined>,
): () => void {
  const queue = [...new Set(views)];
  let cancel = () => {};
  const next = () => {
    void queue.shift()?.preload();
    if (queue.length > 0) cancel = whenIdle(next, 20);
  };
  cancel = whenIdle(next, 200);
  return () => cancel();
}

/**
 * Runs `run` once, when the person first does something on the page (a key, a tap, typed or
 * autofilled input): code only someone going on needs waits for that, so a page that is only
 * looked at (or measured) loads its first screen and nothing more. Typing a number takes
 * seconds; the next steps' code takes a fraction of one.
 */
export function whenEngaged(run: () => void): () => void {
  const events = ['pointerdown', 'keydown', 'input'] as const;
  const stop = () => {
    for (const event of events) window.removeEventListener(event, fire, true);
  };
  const fire = () => {
    stop();
    run();
  };
  for (const event of events) window.addEventListener(event, fire, true);
  return stop;
}

function whenIdle(run: () => void, safariDelayMs: number): () => void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback !== 'function') {
    const id = setTimeout(run, safariDelayMs);
    return () => clearTimeout(id);
  }
  const id = window.requestIdleCallback(run, { timeout: 2000 });
  return () => window.cancelIdleCallback(id);
}

/**
 * One lazy view per module of an `import.meta.glob`, by its path: the names that show one page
 * share its view (one chunk, one `loaded`). Nothing is fetched until a view is preloaded or shown.
 */
export const lazyViews = <P extends object>(
  modules: Record<string, () => Promise<{ default: React.ComponentType<P> }>>,
): Partial<Record<string, LazyView<P>>> =>
  Object.fromEntries(Object.entries(modules).map(([path, load]) => [path, lazyView(load)]));
