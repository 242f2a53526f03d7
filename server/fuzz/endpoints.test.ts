import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-database';
import { FAMILIES } from './families';
import { type FuzzServer, startFuzzServer } from './fuzz-server';
import { errorLogLines, problemsWith } from './oracle';
import { closeRawClient, sendRaw } from './raw-client';
import { FUZZ_RUNS, FUZZ_RUNS_SET, familyTimeoutMs, fuzzParameters } from './settings';
import { TARGETS } from './targets';

// The attack suite: every route gets malformed bodies, queries, paths, headers and
// encodings, with and without real tokens. Whatever arrives, the answer is below 500, an error
// is JSON with a code and a message, no body shows a stack, a path or SQL, the server still
// answers /healthz, and it logged no error. Each family of inputs is its own test, so a failure
// names the family; every failing case prints fast-check's seed (replay: FUZZ_SEED=...).

/**
 * PGlite takes every case; PostgreSQL (TEST_DATABASE_URL) a fifth by default, for what only a
 * real server refuses, so `npm test` stays short. `npm run fuzz` sets FUZZ_RUNS: all on both.
 */
const runsOn = (kind: 'pglite' | 'postgres') =>
  kind === 'pglite' || FUZZ_RUNS_SET ? FUZZ_RUNS : Math.ceil(FUZZ_RUNS / 5);

describe.each(testDatabaseKinds)('the attack suite on %s', (kind) => {
  let fuzz: FuzzServer;
  beforeAll(async () => {
    fuzz = await startFuzzServer(kind);
  });
  afterAll(async () => {
    closeRawClient();
    await fuzz?.close();
  });

  for (const family of FAMILIES) {
    const targets = TARGETS.filter(family.targets);
    const runs = Math.max(1, Math.round(runsOn(kind) * (family.share ?? 1)));
    it(
      `${family.name} (${targets.length} routes, ${runs} cases each)`,
      async () => {
        const { server, context } = fuzz;
        const logsBefore = server.logs.length;
        const failures: string[] = [];
        for (const target of targets) {
          try {
            await fc.assert(
              fc.asyncProperty(family.build(context, target), async (generated) => {
                const request = family.aim ? await family.aim(generated, fuzz) : generated;
                const response = await sendRaw(server.url, request);
                const problems = problemsWith(response, request);
                if (problems.length > 0) {
                  throw new Error(
                    `${request.method} ${request.path.slice(0, 200)} -> ${response.status}: ${problems.join(', ')}\n${response.text.slice(0, 300)}`,
                  );
                }
              }),
              fuzzParameters(runs),
            );
          } catch (error) {
            // Counterexamples can be 10 KB paths: cut each line, keep the seed and the answer.
            const report = (error as Error).message
              .split('\n')
              .map((line) => line.slice(0, 400))
              .join('\n');
            failures.push(`${target.name}: ${report}`);
          }
        }
        expect(failures).toEqual([]);
        expect((await sendRaw(server.url, { method: 'GET', path: '/healthz' })).status).toBe(200);
        expect(errorLogLines(server.logs, logsBefore).map((line) => line.slice(0, 500))).toEqual(
          [],
        );
      },
      familyTimeoutMs(targets.length * runs),
    );
  }
});
