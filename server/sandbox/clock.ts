/** Time source of the sandbox, so tests can move past a PIN's or token's lifetime. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that stands still until told to move (tests).
 * @internal
 */
export function manualClock(start = new Date('2030-01-01T12:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
