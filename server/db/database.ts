import { Kysely, PostgresDialect } from 'kysely';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export type DatabaseOptions =
  /** A PostgreSQL server; `schema` isolates a test run in its own search path. */
  | { kind: 'postgres'; url: string; schema?: string }
  /** Embedded PGlite in a folder (survives restarts) or in memory when dataDir is omitted. */
  | { kind: 'pglite'; dataDir?: string };

/** Opens the database and migrates it to the latest schema before handing it out. */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const db = new Kysely<Database>({ dialect: await dialectFor(options) });
  try {
    await migrateToLatest(
      db as Kysely<unknown>,
      options.kind === 'postgres' ? options.schema : undefined,
    );
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

async function dialectFor(options: DatabaseOptions) {
  if (options.kind === 'postgres') {
    // Each driver is loaded only when used: the embedded default needs no pg, a server no PGlite.
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    return new PostgresDialect({ pool });
  }
  const [{ openPglite }, { PGliteDialect }] = await Promise.all([
    import('./pglite-open'),
    import('./pglite-dialect'),
  ]);
  return new PGliteDialect(await openPglite(options.dataDir));
}
