import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Runs `work` (migrations and seeding) while holding a PostgreSQL advisory lock for this
 * schema, so instances started together take turns: the first migrates and seeds, the others
 * find it done. The lock lives on one connection held for the duration (session-level: the
 * work itself runs in transactions of its own on other connections) and is released with it.
 * PostgreSQL only: PGlite is one process's database, already kept to one server by its folder.
 */
export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    const key = sql`hashtext('webreg:startup:' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
