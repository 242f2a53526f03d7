import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/database';
import { systemClock } from '../../server/sandbox/clock';
import { seedSandbox } from '../../server/sandbox/seed';

/**
 * The journeys' servers hash passwords at scrypt N=2^10 (SCRYPT_N, refused in production)
 * instead of OWASP's 2^17: 128 times less memory and work per sign-up, login and reset, which
 * on two shared cores queued behind each other and timed journeys out. The seeded people's
 * hashes are made at the same cost. What the cost protects is tested in server/ (passwords,
 * config); the journeys test the flow.
 */
export const E2E_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

/** Where the e2e run's template lives; set by the global setup, read by every worker. */
export const TEMPLATE_ENV = 'WEBREG_E2E_DATA_TEMPLATE';

/**
 * A PGlite data folder migrated and seeded by the server's own code, made once per run. A new
 * PGlite cluster costs about five seconds of a busy core (initdb, migrations, the seeded
 * people's password hashes); a copy of this one opens in half a second.
 */
export async function createDatabaseTemplate(): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'webreg-e2e-template-'));
  const db = await openDatabase({ kind: 'pglite', dataDir: dir });
  await seedSandbox(db, systemClock, E2E_SCRYPT);
  await db.destroy();
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A private copy of the template for one server: its own data, as if it had started fresh. */
export function copyDatabaseTemplate(template: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'webreg-e2e-data-'));
  cpSync(template, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Where the e2e run's PostgreSQL template database is named, when TEST_DATABASE_URL is set. */
export const PG_TEMPLATE_ENV = 'WEBREG_E2E_PG_TEMPLATE';

/** The same server URL with another database name. */
export function postgresUrlFor(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

async function onAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The PGlite template's twin on the PostgreSQL server at `url`: a database migrated and seeded
 * by the server's own code, which each server's database copies (CREATE DATABASE ... TEMPLATE
 * is a file copy, far quicker than migrating and hashing the seeded passwords again).
 */
export async function createPostgresTemplate(
  url: string,
): Promise<{ name: string; remove: () => Promise<void> }> {
  const name = `webreg_e2e_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  await onAdmin(url, (client) => client.query(`create database ${name}`));
  const db = await openDatabase({ kind: 'postgres', url: postgresUrlFor(url, name) });
  await seedSandbox(db, systemClock, E2E_SCRYPT);
  await db.destroy();
  return {
    name,
    remove: () =>
      onAdmin(url, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => {},
      ),
  };
}

/** A private database for one server, copied from the run's PostgreSQL template. */
export async function copyPostgresTemplate(
  url: string,
  template: string,
): Promise<{ url: string; remove: () => Promise<void> }> {
  const name = `webreg_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onAdmin(url, async (client) => {
    // Two workers copying at once: PostgreSQL refuses a template another copy is reading.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
      }
    }
  });
  return {
    url: postgresUrlFor(url, name),
    remove: () =>
      onAdmin(url, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => {},
      ),
  };
}
