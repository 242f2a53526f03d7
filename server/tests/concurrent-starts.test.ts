import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../bootstrap';
import { loadConfig } from '../config';
import { redactForLogs } from '../log-redact';
import { createEmptyDatabase } from './support/test-dependencies';

// Three instances started at the same moment on one empty PostgreSQL database (a deploy of a
// fresh environment): they take turns migrating and seeding, and all three come up ready. The
// seed hashes at the production scrypt cost, as a real start does: that is the window in which
// instances that did not take turns all found the seeded people missing and inserted twice.
describe.skipIf(!process.env.TEST_DATABASE_URL)('three instances started at once', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  const running: RunningServer[] = [];
  beforeAll(async () => {
    database = await createEmptyDatabase(`webreg-starts-${randomBytes(4).toString('hex')}`);
  });
  afterAll(async () => {
    await Promise.all(running.map((server) => server.close()));
    await database?.remove();
  });

  it('on an empty PostgreSQL database all come up, migrated and seeded once', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      PUBLIC_BASE_URL: 'https://join.example.test',
    });
    const starts = await Promise.allSettled(
      [1, 2, 3].map(() => startServer({ config, redact: redactForLogs })),
    );
    for (const start of starts) if (start.status === 'fulfilled') running.push(start.value);
    expect(starts.map((start) => start.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const probes = await Promise.all(running.map((server) => fetch(`${server.url}/readyz`)));
    expect(probes.map((probe) => probe.status)).toEqual([200, 200, 200]);
    const [{ count }] = await database.query(
      "select count(*)::int as count from users where id = 'usr_seed_complete_parent'",
    );
    expect(count).toBe(1);
  }, 30_000);
});
