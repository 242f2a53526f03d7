/**
 * Work that runs after the answer has gone (the reset email), so a caller cannot tell from the
 * answer or its timing what the work found. Failures go to the logger; nothing is lost
 * silently. Tracked so a test (or a shutdown) can wait for it.
 */
const pending = new Set<Promise<void>>();

export function afterResponse(task: () => Promise<void>, onError: (error: unknown) => void): void {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => {
      try {
        onError(error);
      } catch {
        // A failing logger must not turn into an unhandled rejection.
      }
    })
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every task started so far (and any they started) has finished. */
export async function settleBackground(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
