import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'server.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process per data folder: a second server on the same folder would corrupt it.
 * Claims the folder (a pid file) or fails with what to do; a stale claim is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const claim = () => writeFileSync(file, String(process.pid), { flag: 'wx' });
  try {
    claim();
  } catch {
    const holder = Number(readFileSync(file, 'utf8'));
    if (holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by process ${holder}. Embedded PGlite allows one server per folder: set another DATA_DIR, or DATABASE_URL to share a PostgreSQL server.`,
      );
    }
    rmSync(file, { force: true });
    claim();
  }
  return () => rmSync(file, { force: true });
}
