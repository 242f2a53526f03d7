import { AsyncLocalStorage } from 'node:async_hooks';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { HttpError } from '../http/errors';
import { SECOND } from './clock';

const BUSY_MESSAGE = 'We are busy right now. Please try again in a moment.';

/** 503 ERR_BUSY: the work queue is full; the Retry-After header says when to come back. */
class BusyError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, 'ERR_BUSY', BUSY_MESSAGE);
  }
}

/**
 * Error middleware before the app's error handler: a BusyError answers with Retry-After, and
 * its request line is not an error line (the work limit reports refusals once per window).
 */
export const retryAfterOnBusy: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof BusyError && !res.headersSent) {
    res.set('Retry-After', String(error.retryAfterSeconds));
    res.locals.reportedRefusal = true;
  }
  next(error);
};

/** Whose work a request's tasks are: its client address (an IPv6 one by its /56). */
const requester = new AsyncLocalStorage<string>();

/** Middleware: the work a request starts counts against its client's share. */
export const workOfClient: RequestHandler = (req: Request, _res, next) => {
  requester.run(ipKeyGenerator(req.ip ?? ''), next);
};

export type WorkStats = { running: number; queued: number; started: number; refused: number };
export type RefusalReport = { refused: number; clients: number; windowSeconds: number };

type Waiting = { client: string; mayRefuse: boolean; start: () => void; refuse: () => void };

const WINDOW_MS = 10 * SECOND;

/**
 * At most `concurrency` tasks at once and at most `maxQueue` waiting; a request past that is
 * refused at once (BusyError) instead of waiting behind a flood. The queue is shared fairly:
 * one client may hold at most `maxQueuePerClient` places, and when it is full a client that
 * has asked for less in the current window takes the place of the newest waiting task of the
 * client that asked for most. So a flood from many addresses, each asking again and again,
 * cannot keep out someone logging in once. Refusals are counted and reported once per window.
 * p-limit would still need the bound, the shares and the refusal written around it.
 */
export class WorkLimit {
  private running = 0;
  private started = 0;
  private refused = 0;
  private readonly waiting: Waiting[] = [];
  private asked = new Map<string, number>();
  private windowStartedAt = Date.now();
  private windowRefusals = 0;
  private reportedRefusals = 0;
  private refusedClients = new Set<string>();
  private report: (report: RefusalReport) => void = () => {};

  constructor(
    private readonly options: {
      concurrency: number;
      maxQueue: number;
      maxQueuePerClient: number;
      retryAfterSeconds: number;
    },
  ) {}

  /** Where refusals are reported: the first of a window at once, the rest when it ends. */
  reportRefusalsTo(report: (report: RefusalReport) => void): void {
    this.report = report;
  }

  /**
   * Runs the task when a slot is free. `mayRefuse: false` is for work the server does once at
   * start (seeding, the dummy hash): it always waits its turn and is never displaced.
   */
  async run<T>(task: () => Promise<T>, mayRefuse = true): Promise<T> {
    const client = requester.getStore() ?? '';
    const asked = this.countAsk(client);
    if (this.running >= this.options.concurrency) {
      if (mayRefuse) this.makeRoomFor(client, asked);
      await new Promise<void>((start, refuse) =>
        this.waiting.push({
          client,
          mayRefuse,
          start,
          refuse: () => refuse(new BusyError(this.options.retryAfterSeconds)),
        }),
      );
    } else {
      this.running += 1;
    }
    this.started += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so `running` never over-counts.
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running -= 1;
    }
  }

  /** Refuses the newcomer (throws), or refuses a waiting task of a heavier client instead. */
  private makeRoomFor(client: string, asked: number): void {
    const own = this.waiting.filter((entry) => entry.client === client).length;
    if (own >= this.options.maxQueuePerClient) this.refuse(client);
    if (this.waiting.length < this.options.maxQueue) return;
    let heaviest = -1;
    for (let i = this.waiting.length - 1; i >= 0; i -= 1) {
      const entry = this.waiting[i]!;
      if (!entry.mayRefuse) continue;
      if (heaviest < 0 || this.askedBy(entry.client) > this.askedBy(this.waiting[heaviest]!.client))
        heaviest = i;
    }
    const displaced = heaviest >= 0 ? this.waiting[heaviest]! : undefined;
    if (!displaced || this.askedBy(displaced.client) <= asked) this.refuse(client);
    this.waiting.splice(heaviest, 1);
    this.count(displaced.client);
    displaced.refuse();
  }

  private refuse(client: string): never {
    this.count(client);
    throw new BusyError(this.options.retryAfterSeconds);
  }

  private count(client: string): void {
    this.refused += 1;
    this.windowRefusals += 1;
    this.refusedClients.add(client);
    if (this.windowRefusals > 1) return;
    // The first refusal of a window is reported at once, the rest together when it ends.
    this.flush();
    setTimeout(() => this.flush(), WINDOW_MS).unref();
  }

  private askedBy(client: string): number {
    return this.asked.get(client) ?? 0;
  }

  /** One more ask by the client in this window; a window that has ended is reported first. */
  private countAsk(client: string): number {
    const now = Date.now();
    if (now - this.windowStartedAt >= WINDOW_MS) {
      this.flush();
      this.asked = new Map();
      this.windowStartedAt = now;
      this.windowRefusals = 0;
      this.reportedRefusals = 0;
      this.refusedClients = new Set();
    }
    const asked = this.askedBy(client) + 1;
    this.asked.set(client, asked);
    return asked;
  }

  /** Reports the refusals not reported yet, if any. */
  private flush(): void {
    const refused = this.windowRefusals - this.reportedRefusals;
    if (refused === 0) return;
    this.reportedRefusals = this.windowRefusals;
    this.report({
      refused,
      clients: this.refusedClients.size,
      windowSeconds: WINDOW_MS / SECOND,
    });
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
