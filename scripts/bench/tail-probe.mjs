// Preloaded into the server by scripts/bench-tail.ts (node --import): from SIGUSR2 to SIGTERM
// it records the event-loop delay, GC pauses by kind, main-thread stalls over 20 ms (with the
// CPU the process used during each: about as much as the stall means the thread was running,
// much less means it waited for a core) and the time of every PGlite call, then prints them
// as one line starting with PROBE on stderr.
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';

const eld = monitorEventLoopDelay({ resolution: 2 });
let on = false;
const gcs = [];
const gaps = [];
const q = [];
new PerformanceObserver((list) => {
  if (on) for (const e of list.getEntries()) gcs.push({ d: e.duration, k: e.detail?.kind });
}).observe({ entryTypes: ['gc'] });
const orig = PGlite.prototype.execProtocol;
PGlite.prototype.execProtocol = async function (...a) {
  const t = performance.now();
  try {
    return await orig.apply(this, a);
  } finally {
    if (on) q.push(performance.now() - t);
  }
};
let last = performance.now();
let lastCpu = process.cpuUsage();
setInterval(() => {
  const now = performance.now();
  const cpu = process.cpuUsage();
  const gap = now - last;
  if (on && gap > 20)
    gaps.push({ gap, cpu: (cpu.user + cpu.system - lastCpu.user - lastCpu.system) / 1000 });
  last = now;
  lastCpu = cpu;
}, 2).unref();
const pct = (a, p) => {
  const s = [...a].sort((x, y) => x - y);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : 0;
};
process.on('SIGUSR2', () => {
  on = true;
  eld.enable();
});
process.on('SIGTERM', () => {
  const f = (x) => x.toFixed(1);
  const byKind = {};
  for (const g of gcs) {
    const k =
      { 1: 'scavenge', 2: 'minor-mc', 4: 'mark-compact', 8: 'incremental', 16: 'weak-cb' }[g.k] ??
      g.k;
    byKind[k] ??= { n: 0, total: 0, max: 0 };
    byKind[k].n++;
    byKind[k].total += g.d;
    byKind[k].max = Math.max(byKind[k].max, g.d);
  }
  for (const v of Object.values(byKind)) {
    v.total = +f(v.total);
    v.max = +f(v.max);
  }
  const running = gaps.filter((g) => g.cpu >= 0.7 * g.gap),
    waiting = gaps.filter((g) => g.cpu < 0.7 * g.gap);
  process.stderr.write(
    'PROBE ' +
      JSON.stringify({
        eventLoopDelayMs: {
          p50: +f(eld.percentile(50) / 1e6),
          p99: +f(eld.percentile(99) / 1e6),
          max: +f(eld.max / 1e6),
        },
        gc: byKind,
        pgliteCallsMs: {
          n: q.length,
          p50: +pct(q, 50).toFixed(3),
          p99: +pct(q, 99).toFixed(3),
          max: +pct(q, 100).toFixed(2),
        },
        stallsOver20ms: {
          running: running.length,
          runningMaxMs: +f(Math.max(0, ...running.map((g) => g.gap))),
          waitingForCore: waiting.length,
          waitingMaxMs: +f(Math.max(0, ...waiting.map((g) => g.gap))),
        },
      }) +
      '\n',
  );
  process.exit(0);
});
