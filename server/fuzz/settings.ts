import type { Parameters } from 'fast-check';

/**
 * How hard the attack suite pushes. `npm test` runs FUZZ_RUNS_DEFAULT cases per endpoint for each
 * family of inputs; `npm run fuzz` sets FUZZ_RUNS to thousands. FUZZ_SEED replays a failure:
 * fast-check prints the seed (and the shrunk path) of every failing property.
 */
export const FUZZ_RUNS_DEFAULT = 30;

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got "${raw}".`);
  }
  return value;
}

export const FUZZ_RUNS = positiveInteger('FUZZ_RUNS', FUZZ_RUNS_DEFAULT);
/** Whether FUZZ_RUNS was asked for (npm run fuzz), rather than the default of npm test. */
export const FUZZ_RUNS_SET = Boolean(process.env.FUZZ_RUNS);

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
if (seed !== undefined && !Number.isInteger(seed)) {
  throw new Error(`FUZZ_SEED must be an integer, got "${process.env.FUZZ_SEED}".`);
}

/** fast-check parameters for one property: the run count, and the seed when one is replayed. */
export function fuzzParameters<T>(numRuns = FUZZ_RUNS): Parameters<T> {
  return {
    numRuns,
    // The report then says what the server answered, not only what was sent.
    includeErrorInReport: true,
    ...(seed === undefined ? {} : { seed }),
  };
}

/** A vitest timeout that grows with the cases: generous, so a loaded machine never flakes. */
export const familyTimeoutMs = (cases: number): number => 120_000 + cases * 100;
