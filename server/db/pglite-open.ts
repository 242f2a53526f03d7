import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { repoRoot } from '../repo-root';

/**
 * PostgreSQL's default 128 MB of shared buffers is sized for a database server; the sandbox's
 * tables are a few MB, and in PGlite the buffers live in the server process's own memory.
 * 16 MB keeps idle RSS about 120 MB lower (docs/decisions/072-bench-method-and-server-cost.md).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

// From the repository's folder: the bundled server (dist/server) runs this same file.
const initScript = path.join(repoRoot, 'server/db/pglite-init.mjs');

/**
 * Opens PGlite in a folder (created and initialised on first use) or in memory. A new folder
 * is initialised by a child process first: initdb in this process would leave its memory
 * resident (an idle server at 850 MB instead of about 250 MB).
 */
export async function openPglite(dataDir?: string): Promise<PGlite> {
  if (!dataDir) return PGlite.create({ startParams: PGLITE_START_PARAMS });
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await promisify(execFile)(process.execPath, [initScript, dataDir]);
  }
  return PGlite.create({ dataDir, startParams: PGLITE_START_PARAMS });
}
