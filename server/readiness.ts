import { sql } from 'kysely';
import type { Db } from './db/database';
import { LATEST_MIGRATION } from './db/migrate';
import type { Outages } from './outages';

/** A check that has not answered in this time counts as failed: the probe must answer fast. */
const CHECK_TIMEOUT_MS = 1_000;
/** Probes from several balancers share one answer this long (one query, not one per probe). */
const REUSE_MS = 250;

export type ReadinessChecks = { database: boolean; migrations: boolean; redis?: boolean };

/**
 * Whether this instance can serve calls: the database answers, it has every migration and the
 * start's seeding is done, and Redis answers when one is configured. Liveness (/healthz) is
 * only "the process serves"; a supervisor restarts on that, a balancer routes on this.
 */
export type Readiness = {
  /** Migrations and seeding finished in this process (set once, at start). */
  schemaReady: () => boolean;
  markSchemaReady: () => void;
  /** Closing (a signal or a crash): /readyz fails from now on, whatever the checks say. */
  stopping: () => boolean;
  markStopping: () => void;
  check: () => Promise<ReadinessChecks>;
};

export function createReadiness(options: {
  db: Db;
  outages: Outages;
  /** Undefined without Redis; otherwise whether it answers a PING. */
  redisAnswers?: (() => Promise<boolean>) | undefined;
}): Readiness {
  const { db, outages, redisAnswers } = options;
  let schemaReady = false;
  let stopping = false;
  let last: { at: number; checks: Promise<ReadinessChecks> } | undefined;

  const databaseHasLatest = async (): Promise<boolean | 'away'> => {
    try {
      const row = await withTimeout(
        sql<{ latest: string | null }>`select max(name) as latest from kysely_migration`.execute(
          db,
        ),
      );
      outages.up('database');
      return row.rows[0]?.latest === LATEST_MIGRATION;
    } catch (error) {
      // A missing migration table is a database that answers but is not migrated yet.
      if ((error as { code?: unknown }).code === '42P01') return false;
      // A check that only took too long (a busy process, a slow network) fails this probe but
      // is no outage: logged as one, every slow probe on a loaded machine began and ended an
      // outage. A database really away fails the calls too, which log it (answerUnavailable).
      if (!(error instanceof CheckTimeout)) outages.down('database', error);
      return 'away';
    }
  };

  const run = async (): Promise<ReadinessChecks> => {
    const [latest, redis] = await Promise.all([
      databaseHasLatest(),
      redisAnswers ? withTimeout(redisAnswers()).catch(() => false) : undefined,
    ]);
    return {
      database: latest !== 'away',
      migrations: schemaReady && latest === true,
      ...(redis === undefined ? {} : { redis }),
    };
  };

  return {
    schemaReady: () => schemaReady,
    markSchemaReady: () => {
      schemaReady = true;
    },
    stopping: () => stopping,
    markStopping: () => {
      stopping = true;
    },
    check() {
      const now = Date.now();
      if (!last || now - last.at > REUSE_MS) last = { at: now, checks: run() };
      return last.checks;
    },
  };
}

export const isReady = (checks: ReadinessChecks): boolean =>
  checks.database && checks.migrations && checks.redis !== false;

class CheckTimeout extends Error {
  constructor() {
    super('readiness check timed out');
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout()), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
