import { afterEach, describe, expect, it } from 'vitest';
import { closePress, endPress, joinPress, openPress, pressBusy, subscribePress } from './press';

const deferred = () => {
  let resolve = () => {};
  let reject = (_error: unknown) => {};
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

/** An intent as the page runs it: the press is open only while the intent itself runs. */
function press(intent: () => void) {
  openPress();
  intent();
  closePress();
}

afterEach(endPress);

describe('one busy state per press', () => {
  it('is busy from the first call the press makes until the last has settled, a failed one too', async () => {
    const changes: boolean[] = [];
    const stop = subscribePress(() => changes.push(pressBusy()));
    const first = deferred();
    const second = deferred();
    press(() => {
      void joinPress(first.promise);
      void joinPress(second.promise).catch(() => {});
    });
    expect(pressBusy()).toBe(true);
    first.resolve();
    await first.promise;
    expect(pressBusy()).toBe(true);
    second.reject(new Error('offline'));
    await second.promise.catch(() => {});
    await Promise.resolve();
    expect(pressBusy()).toBe(false);
    expect(changes).toEqual([true, false]);
    stop();
  });

  it("a call made outside a press (an arriving page's own, a lookup while typing) is no press", () => {
    void joinPress(new Promise(() => {}));
    expect(pressBusy()).toBe(false);
  });

  it('a press with no call (a choice, the page’s own error) is never busy', () => {
    press(() => {});
    expect(pressBusy()).toBe(false);
  });

  it('a new page ends the press made on the page before, and its late answer changes nothing', async () => {
    const call = deferred();
    press(() => void joinPress(call.promise));
    endPress();
    expect(pressBusy()).toBe(false);
    const next = deferred();
    press(() => void joinPress(next.promise));
    call.resolve();
    await call.promise;
    await Promise.resolve();
    // The earlier press's answer does not end the press made on the new page.
    expect(pressBusy()).toBe(true);
  });
});
