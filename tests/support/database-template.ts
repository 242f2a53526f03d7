import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
