let opened = false;
/** The calls of the press under way, and which press it is (a new page starts another). */
let calls = 0;
let press = 0;
const listeners = new Set<() => void>();

/**
 * A press (a click or a submit on a step page) is being handled: the calls its intent makes
 * now are the press's (composition/actions-instance.ts hands each to joinPress). The page opens
 * it before the intent runs and closes it once the intent has returned, in the same event.
 */
export const openPress = (): void => {
  opened = true;
  // Should a handler stop the event before the page's close, closed by the next task: no
  // later work (an effect's call) may join a press it is not part of.
  setTimeout(closePress);
};
export const closePress = (): void => {
  opened = false;
};

/** A press's intent is running now: a call made now is the press's. */
export const inPress = (): boolean => opened;

/** A press is busy with its calls: the page takes no other press and shows it on its buttons. */
export const pressBusy = (): boolean => calls > 0;

/** For the page (useSyncExternalStore): told when a press becomes busy or is done. */
export function subscribePress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * One busy state per press, from its first call (in the press's own event, so it shows within
 * a frame) until its last has settled, however many it makes and whatever each waits on first
 * (its code's chunk, a check before the answer). A call made outside a press is left alone.
 */
export function joinPress<T>(call: Promise<T>): Promise<T> {
  if (!opened) return call;
  if (calls++ === 0) changed();
  const joined = press;
  const settled = () => {
    if (joined === press && --calls === 0) changed();
  };
  call.then(settled, settled);
  return call;
}

/** A new page has arrived: a press made on the page before is no longer this page's business. */
export function endPress(): void {
  press += 1;
  if (calls === 0) return;
  calls = 0;
  changed();
}
