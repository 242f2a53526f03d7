import type { Logger } from './logger';

/** Longest wait for in-flight requests before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * How the process ends. SIGTERM and SIGINT (deploys, Ctrl-C) stop taking connections, let
 * in-flight requests finish and exit 0. An uncaught exception or unhandled rejection is logged
 * (redacted, at fatal) and ends the process the same way with exit code 1, for its supervisor
 * (systemd `Restart=always`, a container restart policy) to start a fresh one: after an error
 * nobody caught the state of the process is unknown (Node's own advice), and a fresh start
 * loses nothing because the server keeps no state. Requests cannot get here: Express catches
 * what handlers throw, and logging never throws.
 */
export function guardProcess(
  running: { logger: Logger; close: () => Promise<void> },
  host: GuardedProcess = process,
): void {
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    host.exitCode = code;
    setTimeout(() => host.exit(code || 1), SHUTDOWN_GRACE_MS).unref();
    running.close().then(
      () => host.exit(code),
      () => host.exit(1),
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    host.once(signal, () => {
      running.logger.info({ signal }, 'shutting down');
      stop(0);
    });
  }
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
