import type { ErrorRequestHandler } from 'express';
import { HttpError } from '../http/errors';

const BUSY_MESSAGE = 'We are busy right now. Please try again in a moment.';

/** 503 ERR_BUSY: the work queue is full; the Retry-After header says when to come back. */
class BusyError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, 'ERR_BUSY', BUSY_MESSAGE);
  }
}

/** Error middleware before the app's error handler: a BusyError answers with Retry-After. */
export const retryAfterOnBusy: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof BusyError && !res.headersSent) {
    res.set('Retry-After', String(error.retryAfterSeconds));
  }
  next(error);
};

export type WorkStats = { running: number; queued: number; started: number; refused: number };

/**
 * At most `concurrency` tasks at once and at most `maxQueue` waiting; a request past that is
 * refused at once (BusyError) instead of waiting behind a flood. p-limit would still need the
 * bound and the refusal written around it, so this is the whole of it.
 */
export class WorkLimit {
  private running = 0;
  private started = 0;
  private refused = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly options: { concurrency: number; maxQueue: number; retryAfterSeconds: number },
  ) {}

  /**
   * Runs the task when a slot is free. `mayRefuse: false` is for work the server does once at
   * start (seeding, the dummy hash): it always waits its turn.
   */
  async run<T>(task: () => Promise<T>, mayRefuse = true): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (mayRefuse && this.waiting.length >= this.options.maxQueue) {
        this.refused += 1;
        throw new BusyError(this.options.retryAfterSeconds);
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    this.started += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so `running` never over-counts.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  stats(): WorkStats {
    return {
      running: this.running,
      queued: this.waiting.length,
      started: this.started,
      refused: this.refused,
    };
  }
}
