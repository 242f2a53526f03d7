import { Kysely, PostgresDialect } from 'kysely';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export type DatabaseOptions =
  /** A PostgreSQL server; `schema` isolates a test run in its own search path. */
  | { kind: 'postgres'; url: string; schema?: string }
  /** Embedded PGlite in a folder (survives restarts) or in memory when dataDir is omitted. */
  | { kind: 'pglite'; dataDir?: string };

/** What the server hears of its PostgreSQL connections: one dropped, one made. */
export type ConnectionEvents = {
  onError: (error: Error) => void;
  onConnect: () => void;
};

/**
 * A connection that cannot be made in this time fails the call (a 503) instead of holding the
 * request until the client gives up, as it would with pg's default of waiting forever.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Opens the database and migrates it to the latest schema before handing it out (tests and the
 * journeys' templates; the server migrates in startup.ts, where the database may be away).
 * @internal
 */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const db = await createDatabase(options);
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

/**
 * The database without touching it: a PostgreSQL pool connects on first use, so a server can
 * start while its database is away. `events` hears every connection error: without a
 * listener, a backend terminated under an idle or checked-out connection (a failover, a
 * restart, idle_session_timeout) is an uncaught exception that ends the process.
 */
export async function createDatabase(
  options: DatabaseOptions,
  events?: ConnectionEvents,
): Promise<Db> {
  return new Kysely<Database>({ dialect: await dialectFor(options, events) });
}

async function dialectFor(options: DatabaseOptions, events: ConnectionEvents | undefined) {
  if (options.kind === 'postgres') {
    // Each driver is loaded only when used: the embedded default needs no pg, a server no PGlite.
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const onError = (error: Error) => events?.onError(error);
    // The pool reports idle clients' errors; a checked-out client's error between queries
    // reaches only the client, so each one gets the listener too.
    pool.on('error', onError);
    pool.on('connect', (client) => {
      client.on('error', onError);
      events?.onConnect();
    });
    return new PostgresDialect({ pool });
  }
  const [{ openPglite }, { PGliteDialect }] = await Promise.all([
    import('./pglite-open'),
    import('./pglite-dialect'),
  ]);
  return new PGliteDialect(await openPglite(options.dataDir));
}
