/**
 * A journey that varies a path the phone project already walks at 375 px (another answer, a
 * toggle, a timer, a reload) on pages whose layout it does not change: it runs on desktop only,
 * as the journeys about calls and rules do (playwright.config.ts).
 */
export const VARIANT = { tag: '@variant' };
