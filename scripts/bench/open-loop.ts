import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type Target = {
  origin: string;
  method: 'GET' | 'POST';
  path: string;
  /** A function so each request may differ (a new phone number per call). */
  body?: (index: number) => string;
  /** Per-request headers (a client address per call, for routes limited per IP). */
  headers?: (index: number) => Record<string, string>;
};

export type LoadResult = {
  sent: number;
  ok: number;
  failed: number;
  /** Milliseconds from each request's intended send time to its last response byte. */
  latenciesMs: Float64Array;
  /** How far behind its clock the generator itself fell at worst (ms): a sanity figure. */
  maxSendLagMs: number;
  elapsedMs: number;
};

/**
 * Open-loop load at a constant rate: request i is due at start + i / rate whatever the server
 * does, and its latency counts from that due time, not from when a socket was free, so a
 * stalled server is charged for every request that waited behind it (coordinated omission
 * corrected, as wrk2 does). Every sample is kept; percentiles come from the sorted samples.
 * `dueMs` gives another schedule of the same requests (the tail study's per-second bursts).
 */
export async function openLoop(
  target: Target,
  rate: number,
  seconds: number,
  dueMs: (index: number) => number = (index) => (index * 1000) / rate,
): Promise<LoadResult> {
  const total = Math.round(rate * seconds);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const url = new URL(target.path, target.origin);
  const latencies = new Float64Array(total);
  let ok = 0;
  let failed = 0;
  let sent = 0;
  let settled = 0;
  let maxSendLagMs = 0;

  const start = performance.now() + 5;
  const done = new Promise<void>((resolve) => {
    const finish = (index: number, success: boolean) => {
      latencies[index] = performance.now() - (start + dueMs(index));
      if (success) ok += 1;
      else failed += 1;
      settled += 1;
      if (settled === total) resolve();
    };
    const send = (index: number) => {
      const payload = target.body?.(index);
      const request = http.request(
        url,
        {
          method: target.method,
          agent,
          headers: {
            ...target.headers?.(index),
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (response) => {
          response.resume();
          response.once('end', () => finish(index, (response.statusCode ?? 500) < 400));
          response.once('error', () => finish(index, false));
        },
      );
      request.once('error', () => finish(index, false));
      request.end(payload);
    };
    // 32 kept-alive connections, as a proxy in front would hold: a request finding all busy
    // waits in the agent, and that wait counts too, from its due time.
    // A 1 ms tick sends every request whose time has come; timers can fire late, so a late
    // tick sends the backlog at once and each request still counts from its own due time.
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + dueMs(sent) <= now) {
        maxSendLagMs = Math.max(maxSendLagMs, now - (start + dueMs(sent)));
        send(sent);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
    };
    setTimeout(tick, 0);
  });
  await done;
  const elapsedMs = performance.now() - start;
  agent.destroy();
  return { sent, ok, failed, latenciesMs: latencies, maxSendLagMs, elapsedMs };
}

/** The p-th percentile (0-100) of samples, nearest rank. */
export function percentile(samples: Float64Array, p: number): number {
  const sorted = Float64Array.from(samples).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
