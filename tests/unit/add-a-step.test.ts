import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STEPS } from '../../flows/steps/registry';

// The README's "Add a step" guide names files, folders and words of the code: each must still
// be where the guide says, or the guide leads a newcomer astray.
const root = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const guide = readme.slice(
  readme.indexOf('## Add a step'),
  readme.indexOf('\n## ', readme.indexOf('## Add a step') + 1),
);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the "Add a step" guide', () => {
  it('is in the README', () => {
    expect(guide.length).toBeGreaterThan(500);
  });

  it('names files that exist', () => {
    const files = [
      ...guide.matchAll(/\b((?:flows|vocabulary|tests|design-system)\/[\w./-]+\.tsx?)\b/g),
    ].map((match) => match[1]!);
    expect(files.length).toBeGreaterThan(4);
    expect(files.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });

  it('describes a folder the steps moved into have: rule, view, fixtures, page or group', () => {
    for (const step of ['set_plan', 'verify_funding']) {
      const folder = `flows/steps/${step}`;
      for (const file of ['rule.ts', 'view.ts', 'view.test.ts', 'fixtures.ts'])
        expect(existsSync(path.join(root, folder, file)), `${folder}/${file}`).toBe(true);
      const entry = (STEPS as Record<string, { kind: string }>)[step];
      const kind = entry?.kind === 'group' ? 'group.tsx' : 'page.tsx';
      expect(existsSync(path.join(root, folder, kind)), `${folder}/${kind}`).toBe(true);
    }
  });

  it("uses the registry's own words for what an entry says", () => {
    const registry = read('flows/steps/registry.ts');
    for (const word of ['kind', 'shows', 'history', 'early', 'onEnter'])
      expect(registry).toMatch(new RegExp(`\\b${word}\\??:`));
    for (const value of ["'page'", "'group'", "'oneWay'", "'fresh'"])
      expect(registry).toContain(value);
    expect(read('flows/shell/screen-page.tsx')).toContain('export function screenPage');
    expect(read('flows/rules/next-steps.ts')).toContain('const NEXT_STEPS');
  });
});
