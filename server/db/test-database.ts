import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type Db, openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';
import { pgliteTemplate } from './test-template';

/**
 * The databases every database suite runs against: embedded PGlite always, and the PostgreSQL
 * server at TEST_DATABASE_URL when it is set (.ci/run sets it), each run in a fresh schema.
 */
export const testDatabaseKinds: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type TestDatabase = {
  db: Db;
  /** The schema its tables live in (a run's own on PostgreSQL). */
  schema: string;
  close: () => Promise<void>;
  /** PostgreSQL: a second connection pool on the same schema, as a second server instance has. */
  openAnother?: () => Promise<Db>;
};

export async function createTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openPgliteFromTemplate();
    return { db, schema: 'public', close: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set.');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const db = await openMigrated(url, schema);
  const others: Db[] = [];
  return {
    db,
    schema,
    openAnother: async () => {
      const other = await openDatabase({ kind: 'postgres', url, schema });
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.destroy();
      await db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}

/**
 * Kysely's migrator looks for its tables by reading every schema of the database, so a schema
 * another suite drops in that moment (suites run side by side on one server) fails the read
 * with 3F000, "schema ... does not exist": that read is tried again, nothing else is.
 */
async function openMigrated(url: string, schema: string): Promise<Db> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await openDatabase({ kind: 'postgres', url, schema });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      if (cause?.code !== '3F000' || attempt === 3) throw error;
    }
  }
}

/**
 * An in-memory PGlite: a copy of the run's migrated template (test-template.ts) when vitest's
 * setup made one, else a new cluster. Migrating again is a no-op that proves the copy current.
 */
async function openPgliteFromTemplate(): Promise<Db> {
  const loadDataDir = pgliteTemplate();
  if (!loadDataDir) return openDatabase({ kind: 'pglite' });
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(await PGlite.create({ loadDataDir })),
  });
  await migrateToLatest(db as Kysely<unknown>);
  return db;
}
