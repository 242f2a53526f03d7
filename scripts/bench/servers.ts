import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export type BenchServer = { url: string; pid: number; stop: () => Promise<void> };

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Spawns a node process and waits for its {"msg":"listening","port":N} line on stderr; later
 * stderr lines go to `onLine` (the tail study's probe).
 */
async function spawnListening(
  args: string[],
  env: Record<string, string>,
  onLine?: (line: string) => void,
): Promise<BenchServer> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    // Log lines go where a deployment's would (a file or a pipe), here /dev/null: the bench
    // must not spend its own CPU reading them.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line:\n${output}`)), 120_000);
    child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      output += text;
      const match = /"listening"[^\n]*"port":(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        output = '';
        resolve(Number(match[1]));
        if (onLine) {
          let unread = '';
          child.stderr?.on('data', (more: string) => {
            const lines = (unread + more).split('\n');
            unread = lines.pop() ?? '';
            for (const line of lines) onLine(line);
          });
        }
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        // 'close': exited and its stderr read to the end.
        child.once('close', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const startBareExpress = () => spawnListening(['scripts/bench/bare-express.mjs'], {});

/**
 * The real server as `npm run serve` starts it (the bundle `npm run build` writes), in
 * production mode, logging at info; `env` adds to it (CLIENT_DIR for the Lighthouse floor).
 */
export async function startWebreg(
  databaseUrl?: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  onLine?: (line: string) => void,
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'webreg-bench-'));
  const server = await spawnListening(
    [...nodeArgs, 'dist/server/main.js'],
    {
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'http://127.0.0.1',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // Production refuses to start without a secret; the bench's is throwaway.
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      // One machine sends everything: the per-IP limit would answer 429 to the load.
      API_RATE_LIMIT_PER_MINUTE: '100000000',
      PAGE_RATE_LIMIT_PER_MINUTE: '100000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    onLine,
  );
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A throwaway database on the PostgreSQL server, so the bench never shares tables with the
 * test suites that use the `test` database.
 */
export async function throwawayDatabase(adminUrl: string, suffix = '') {
  const name = `webreg_bench_${process.pid}${suffix}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
