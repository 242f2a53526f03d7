import type { Page } from 'playwright-core';

/**
 * In the page, from before its first script: the time of every click, every step heading the
 * page shows (when its text appeared and when the next frame started, which is when it can
 * first be seen), and whether the step router's "Loading…" fallback ever rendered. Resource
 * Timing holds every request; its buffer is raised so a long journey loses none.
 */
export const INSTRUMENT = () => {
  type Heading = { text: string; atMs: number; frameMs?: number };
  const bench = { clicks: [] as number[], headings: [] as Heading[], fallbackSeen: false };
  Object.assign(window, { __bench: bench });
  performance.setResourceTimingBufferSize(10_000);
  document.addEventListener('click', (event) => bench.clicks.push(event.timeStamp), true);
  new MutationObserver(() => {
    if (document.body?.textContent?.includes('Loading…')) bench.fallbackSeen = true;
    const text = document.querySelector('h1')?.textContent?.trim() ?? '';
    if (!text || bench.headings.at(-1)?.text === text) return;
    const heading: Heading = { text, atMs: performance.now() };
    bench.headings.push(heading);
    requestAnimationFrame(() => {
      heading.frameMs = performance.now();
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

/** Fire-and-forget calls (analytics, monitoring): nothing on screen waits for them. */
const TELEMETRY = /\/api\/(track-custom-event|identify-users|browser-data|personas-)/;

export type Transition = {
  /** Click to the first frame with the next step's heading. */
  clickToHeadingMs: number;
  /** Click to the end of the last request the page waited on (ended before the heading). */
  networkMs: number;
  /** Requests the page waited on (API calls and any code), telemetry excluded. */
  requests: number;
  /** Sequential waits: a request that started after another ended is one more round trip. */
  roundTrips: number;
  telemetryRequests: number;
  /** Headings shown between the click and the expected one (a "Just a moment" while a call runs). */
  headingsOnTheWay: string[];
  fallbackSeen: boolean;
  paths: string[];
};

/** The figures of the transition from the last click to the heading named `to`. */
export async function readTransition(page: Page, to: string): Promise<Transition> {
  return page.evaluate(
    ({ to, telemetry }) => {
      type Heading = { text: string; atMs: number; frameMs?: number };
      const bench = (
        window as unknown as {
          __bench: { clicks: number[]; headings: Heading[]; fallbackSeen: boolean };
        }
      ).__bench;
      const click = bench.clicks.at(-1) ?? Number.NaN;
      const after = bench.headings.filter((heading) => heading.atMs >= click);
      const target = after.find((heading) => heading.text === to);
      if (!target) throw new Error(`no heading "${to}" after the click: ${JSON.stringify(after)}`);
      const shownMs = target.frameMs ?? target.atMs;
      const pattern = new RegExp(telemetry);
      const inWindow = (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).filter((entry) => entry.startTime >= click && entry.startTime < shownMs);
      const waited = inWindow.filter(
        (entry) => !pattern.test(entry.name) && entry.responseEnd <= shownMs,
      );
      // Depth of each request in the chain of waits before it.
      const depth = new Map<PerformanceResourceTiming, number>();
      for (const entry of [...waited].sort((a, b) => a.startTime - b.startTime)) {
        const before = waited.filter((other) => other.responseEnd <= entry.startTime);
        depth.set(entry, 1 + Math.max(0, ...before.map((other) => depth.get(other) ?? 0)));
      }
      return {
        clickToHeadingMs: shownMs - click,
        networkMs: Math.max(0, ...waited.map((entry) => entry.responseEnd - click)),
        requests: waited.length,
        roundTrips: Math.max(0, ...depth.values()),
        telemetryRequests: inWindow.filter((entry) => pattern.test(entry.name)).length,
        headingsOnTheWay: after.slice(0, after.indexOf(target)).map((heading) => heading.text),
        fallbackSeen: bench.fallbackSeen,
        paths: waited.map((entry) => new URL(entry.name).pathname),
      };
    },
    { to, telemetry: TELEMETRY.source },
  );
}

/**
 * Resolves once no request has been in flight for `quietMs`: a person takes seconds over each
 * page, so by their click the idle-time fetches of later steps' code are done.
 */
export function trackQuiet(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async (quietMs = 400, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (inFlight <= 0 && Date.now() - lastChange >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}
