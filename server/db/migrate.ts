import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as initial from './migrations/001-initial';
import * as sessionEpoch from './migrations/002-session-epoch';
import * as racesAndSendLimits from './migrations/003-races-and-send-limits';
import * as growthIndexes from './migrations/004-growth-indexes';
import * as confirmationReference from './migrations/005-confirmation-reference';

// Ordered by name; a new migration is a new file added here, never an edit of an old one.
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-session-epoch': sessionEpoch,
  '003-races-and-send-limits': racesAndSendLimits,
  '004-growth-indexes': growthIndexes,
  '005-confirmation-reference': confirmationReference,
};

/** The newest migration's name: readiness waits until the database has it. */
export const LATEST_MIGRATION = Object.keys(migrations).sort().at(-1)!;

/** @internal */
export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date; every instance runs it at start (Kysely locks concurrent runs,
 * and on PostgreSQL the start holds an advisory lock around it: db/startup-lock.ts).
 * The migration tables are named in the schema migrated: without it Kysely takes a lock table
 * in any other schema of the database for this one's and never creates its own (one test run
 * left behind broke every later one on that server).
 */
export async function migrateToLatest(db: Kysely<unknown>, schema = 'public'): Promise<void> {
  const { error, results } = await new Migrator({
    db,
    provider: migrationProvider,
    migrationTableSchema: schema,
  }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
