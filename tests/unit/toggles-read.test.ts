import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOGGLE_DEFAULTS } from '../../flows/rules/toggles';

const ROOTS = ['app', 'flows', 'server', 'design-system'];
const SKIP = /\.(test|stories)\.tsx?$|\/fixtures\/|flows\/rules\/toggles\.ts$/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !SKIP.test(path) ? [path] : [];
  });
}

/** The toggles README.md's "Toggles that change nothing here" table names. */
function explained(): Set<string> {
  const readme = readFileSync('README.md', 'utf8');
  const start = readme.indexOf('### Toggles that change nothing here');
  const section = readme.slice(start, readme.indexOf('\n#', start + 1));
  return new Set([...section.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1] as string));
}

// Every toggle of section 9 that changes behaviour is read where that behaviour
// lives, or the README says why it has no effect in this product.
describe('toggles', () => {
  const code = ROOTS.flatMap(sources).map((file) => readFileSync(file, 'utf8'));
  const noEffect = explained();
  const isRead = (name: string) => code.some((text) => new RegExp(`\\b${name}\\b`).test(text));

  it('each is read by the app or explained in the README, never both', () => {
    const names = Object.keys(TOGGLE_DEFAULTS);
    expect(names.filter((name) => !isRead(name) && !noEffect.has(name))).toEqual([]);
    expect(names.filter((name) => isRead(name) && noEffect.has(name))).toEqual([]);
  });

  it('the README explains only toggles that exist', () => {
    expect([...noEffect].filter((name) => !(name in TOGGLE_DEFAULTS))).toEqual([]);
  });
});
