import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { migrateToLatest } from './migrate';
import { PGliteDialect } from './pglite-dialect';

/** Where the unit run's migrated PGlite data folder (a tar dump) lives; set by the setup. */
export const PGLITE_TEMPLATE_ENV = 'WEBREG_PGLITE_TEMPLATE';

/**
 * Vitest global setup: one migrated PGlite cluster for the whole run, dumped to a file. A new
 * in-memory cluster runs initdb (about 2.5 s of a core); one loaded from this dump opens in
 * under a second, and the suites start dozens of them.
 */
export default async function setup() {
  // Both projects of a whole run (vitest.config.ts) name this setup: the first dump serves both.
  if (process.env[PGLITE_TEMPLATE_ENV]) return;
  const pglite = await PGlite.create();
  const db = new Kysely<unknown>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const dir = await mkdtemp(path.join(tmpdir(), 'webreg-pglite-template-'));
  const file = path.join(dir, 'data.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}

let template: Blob | undefined;

/** The run's dump as a Blob for `PGlite.create({ loadDataDir })`, when the setup made one. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

/**
 * Fills a new data folder with the run's migrated cluster, so that opening it runs no initdb:
 * a first use initialises the folder in a child process, which at the unit suite's low
 * priority beside the journeys waited past a test's two minutes for a core. (The journeys'
 * template, tests/support/database-template.ts, still starts from an empty folder.)
 */
export async function fillDataDir(dataDir: string): Promise<void> {
  const dump = pgliteTemplate();
  if (dump) await (await PGlite.create({ dataDir, loadDataDir: dump })).close();
}
