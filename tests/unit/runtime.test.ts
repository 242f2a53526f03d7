import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// `.nvmrc` names the one supported Node major; everything that picks a runtime must agree with
// it, and the tests themselves must be running on it (npm scripts run node_modules/.bin/node,
// the `node` package, whatever Node the machine has).
const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const major = read('.nvmrc').trim();
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('the Node runtime', () => {
  it('is the major .nvmrc names', () => {
    expect(process.versions.node.split('.')[0]).toBe(major);
  });

  it('is the major of engines and of the node package npm scripts run', () => {
    expect(pkg.engines.node).toMatch(new RegExp(`^\\^${major}\\.`));
    expect(pkg.devDependencies.node).toMatch(new RegExp(`^\\^${major}\\.`));
  });
});
