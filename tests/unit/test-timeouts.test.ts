import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config';

// The unit project runs at the lowest priority beside the journeys, where a slower machine than
// this one starves it for minutes: a file's own shorter limit turned that wait into a failure
// on CI. Only the timed project, which runs at full priority, asserts on the clock.
const root = fileURLToPath(new URL('../..', import.meta.url));
const projects = (config.test?.projects ?? []) as {
  test: { name: string; include?: string[]; exclude?: string[]; testTimeout?: number };
}[];
const unit = projects.find((project) => project.test.name === 'unit')!.test;
const timed = new Set(unit.exclude ?? []);

const testFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe("the unit project's time limits", () => {
  it('are the generous ones of the project, not shorter ones per file', () => {
    expect(unit.testTimeout).toBeGreaterThanOrEqual(300_000);
    const own = ['vocabulary', 'design-system', 'flows', 'server', 'app', 'scripts', 'tests/unit']
      .flatMap(testFiles)
      .filter((file) => !timed.has(file))
      .filter((file) => /^\s*\},\s*\d[\d_]*\);/m.test(readFileSync(path.join(root, file), 'utf8')));
    expect(own).toEqual([]);
  });
});
