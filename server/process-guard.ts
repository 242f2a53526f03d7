import type { Logger } from './logger';

/** Longest wait for in-flight requests (after SHUTDOWN_DELAY_MS) before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * How the process ends. SIGTERM (a deploy, a container stop) fails /readyz and keeps serving
 * for SHUTDOWN_DELAY_MS while the balancer takes the instance out, then stops taking
 * connections, lets in-flight requests finish and exits 0. SIGINT (Ctrl-C) does the same with
 * no wait. An uncaught exception or unhandled rejection is logged (redacted, at fatal) and ends
 * the process the way SIGINT does with exit code 1, for its supervisor (systemd
 * `Restart=always`, a container restart policy) to start a fresh one: after an error nobody
 * caught the state of the process is unknown (Node's own advice), and a fresh start loses
 * nothing because the server keeps no state. Either, during a SIGTERM's wait, ends the wait.
 * Requests cannot get here: Express catches what handlers throw, and logging never throws.
 */
export function guardProcess(
  running: {
    logger: Logger;
    close: (options?: { delayMs?: number }) => Promise<void>;
    shutdownDelayMs?: number;
  },
  host: GuardedProcess = process,
): void {
  let stopping = false;
  let waiting = false;
  let exitCode = 0;
  const stop = (code: number, delayMs = 0) => {
    if (stopping) {
      if (!waiting || delayMs > 0) return;
      waiting = false;
      exitCode = host.exitCode = code;
      void running.close();
      return;
    }
    stopping = true;
    waiting = delayMs > 0;
    exitCode = host.exitCode = code;
    setTimeout(() => host.exit(exitCode || 1), delayMs + SHUTDOWN_GRACE_MS).unref();
    running.close({ delayMs }).then(
      () => host.exit(exitCode),
      () => host.exit(1),
    );
  };
  host.once('SIGTERM', () => {
    running.logger.info(
      { signal: 'SIGTERM', delayMs: running.shutdownDelayMs ?? 0 },
      'shutting down',
    );
    stop(0, running.shutdownDelayMs);
  });
  host.once('SIGINT', () => {
    running.logger.info({ signal: 'SIGINT' }, 'shutting down');
    stop(0);
  });
  host.on('uncaughtException', (error, origin) => {
    running.logger.fatal({ err: error, origin }, 'uncaught exception: exiting for a restart');
    stop(1);
  });
  host.on('unhandledRejection', (reason) => {
    running.logger.fatal({ err: reason }, 'unhandled rejection: exiting for a restart');
    stop(1);
  });
}

/** The part of `process` the guard uses (tests pass an EventEmitter). */
export type GuardedProcess = Pick<NodeJS.Process, 'on' | 'once' | 'exit' | 'exitCode'>;
