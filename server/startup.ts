import type { Kysely } from 'kysely';
import type { Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { withStartupLock } from './db/startup-lock';
import type { Logger } from './logger';
import { type Outages, unavailableDependency } from './outages';
import type { Readiness } from './readiness';

/** Between attempts while the database is away: readiness follows its return within this. */
const RETRY_MS = 500;

/**
 * Migrates and seeds the database, then marks the schema ready. When the database is away the
 * server starts anyway (a supervisor would otherwise loop, and every instance would wait on
 * the slowest): the outage is logged once, the work is tried again in the background until it
 * succeeds, and until then calls that need the database answer 503 and readiness is false. Any
 * other failure (a migration that fails on a reachable database) stops the start as before.
 * Returns a function that stops the retries (on close).
 */
export async function prepareDatabase(options: {
  db: Db;
  /** PostgreSQL: instances started together take turns (an advisory lock). */
  shared: boolean;
  /** Already migrated (a test's database): only the seed is left. */
  migrated: boolean;
  seed: () => Promise<void>;
  readiness: Readiness;
  outages: Outages;
  logger: Logger;
}): Promise<() => void> {
  const { db, readiness, outages } = options;
  const work = async () => {
    if (!options.migrated) await migrateToLatest(db as Kysely<unknown>);
    await options.seed();
  };
  const attempt = async () => {
    await (options.shared ? withStartupLock(db, work) : work());
    readiness.markSchemaReady();
    outages.up('database');
  };
  try {
    await attempt();
    return () => {};
  } catch (error) {
    if (unavailableDependency(error) !== 'database') throw error;
    outages.down('database', error);
  }
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const retry = () => {
    timer = setTimeout(() => {
      attempt().then(
        () => options.logger.info('database migrated and seeded'),
        (error: unknown) => {
          if (stopped) return;
          if (unavailableDependency(error) !== 'database') {
            // Reachable but failing: logged each time, as a start failure would be.
            options.logger.error({ err: error }, 'database preparation failed');
          }
          retry();
        },
      );
    }, RETRY_MS);
    timer.unref();
  };
  retry();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
