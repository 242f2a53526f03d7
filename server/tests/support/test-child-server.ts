import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../bootstrap';
import { loadConfig } from '../../config';
import { redactForLogs } from '../../log-redact';
import { guardProcess } from '../../process-guard';
import { fakeClientDir } from './test-client-dir';

/**
 * main.ts in a child process (process-guard.test.ts, cluster.test.ts): the same start and the same process
 * guard, with the environment the test gives, PGlite in memory, a miniature client, and on
 * SIGUSR2 an error nobody catches.
 */
const running = await startServer({
  config: loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'webreg-child-')),
    ...process.env,
  }),
  redact: redactForLogs,
  clientDir: fakeClientDir(),
  inMemoryDatabase: true,
  scryptCost: { N: 2 ** 10, r: 8, p: 1 },
  // Instances of one test share a Redis key prefix of their own, never another run's counts.
  ...(process.env.TEST_RATE_LIMIT_PREFIX
    ? { rateLimitPrefix: process.env.TEST_RATE_LIMIT_PREFIX }
    : {}),
});
console.warn(JSON.stringify({ msg: 'listening', port: running.port }));
guardProcess(running);

// A test that timed out may never stop its server: once the test process is gone, so is this.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(1);
}, 1_000).unref();

// The test's way to raise an error nobody catches, once it is done with the server.
process.on('SIGUSR2', () => {
  throw new Error('boom for pat.parent@example.com');
});
