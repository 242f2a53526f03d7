import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Dependency } from '../outages';

/**
 * The process's Prometheus metrics. One registry per process (a scrape is of one process);
 * labels are names the code chooses (route patterns, flows, steps, kinds, limits), never a
 * value a caller sent: no path, phone number, email or token can reach a label.
 */
export const registry = new Registry();

let collectingDefaults = false;

/**
 * Node's own: CPU, memory, handles, GC and the event loop's delay (nodejs_eventloop_lag_*).
 * Started with the metrics listener only: its event-loop monitor wakes every 20 ms, which a
 * server nobody scrapes should not pay for.
 */
export function collectProcessMetrics(): void {
  if (collectingDefaults) return;
  collectingDefaults = true;
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
}

export const httpRequests = new Histogram({
  name: 'webreg_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status: rate, errors and duration.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

const registrationsStarted = new Counter({
  name: 'webreg_registrations_started_total',
  help: 'Registrations started, by flow.',
  labelNames: ['flow'] as const,
  registers: [registry],
});

const registrationsCompleted = new Counter({
  name: 'webreg_registrations_completed_total',
  help: 'Registrations completed, by flow.',
  labelNames: ['flow'] as const,
  registers: [registry],
});

const stepsReached = new Counter({
  name: 'webreg_registration_steps_reached_total',
  help: 'Registration steps reached (the funnel), by flow and step.',
  labelNames: ['flow', 'step'] as const,
  registers: [registry],
});

const messagesSent = new Counter({
  name: 'webreg_messages_sent_total',
  help: 'Texts, calls and emails sent, by channel and kind (code, invitation, reset...).',
  labelNames: ['channel', 'kind'] as const,
  registers: [registry],
});

const limitsHit = new Counter({
  name: 'webreg_limits_hit_total',
  help: 'Requests refused by a limit, by limit name.',
  labelNames: ['limit'] as const,
  registers: [registry],
});

/** Each dependency's state as the last started server's outages record it. */
let dependencySource: { isDown: (dependency: Dependency) => boolean; redis: boolean } | undefined;
new Gauge({
  name: 'webreg_dependency_up',
  help: 'Whether PostgreSQL (or PGlite) and Redis answer: 1 up, 0 away.',
  labelNames: ['dependency'] as const,
  registers: [registry],
  collect() {
    this.reset();
    if (!dependencySource) return;
    this.set({ dependency: 'database' }, dependencySource.isDown('database') ? 0 : 1);
    if (dependencySource.redis) {
      this.set({ dependency: 'redis' }, dependencySource.isDown('redis') ? 0 : 1);
    }
  },
});

/** What the server reports as it serves; each call is a counter increment, nothing more. */
export const metrics = {
  registrationStarted: (flow: string) => registrationsStarted.inc({ flow }),
  registrationCompleted: (flow: string) => registrationsCompleted.inc({ flow }),
  stepReached: (flow: string, step: string) => stepsReached.inc({ flow, step }),
  messageSent: (channel: string, kind: string) => messagesSent.inc({ channel, kind }),
  limitHit: (limit: string) => limitsHit.inc({ limit }),
  watchDependencies: (source: NonNullable<typeof dependencySource>) => {
    dependencySource = source;
  },
};
