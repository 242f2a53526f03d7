import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { issueReferences } from './comments';
import { proxyWrites } from './proxy-writes';

// Imports point design-system <- flows <- app, and the server shares only the wire contract
// and the pure rules (docs/decisions/001). Biome cannot express folder-to-folder direction.
const root = fileURLToPath(new URL('../..', import.meta.url));
// design-system reads the shared domain types (flows/rules/domain), and its stories build their
// states through the app's own view-models and fixtures (flows/views), so a story can only show
// what the app can (docs/decisions/070).
const DOMAIN = 'flows/rules/domain';
const isStory = (file: string) => /\.stories\.tsx?$/.test(file);
const allowed: Record<string, (target: string, file: string) => boolean> = {
  'design-system': (t, file) =>
    t.startsWith('design-system/') ||
    t === DOMAIN ||
    (isStory(file) && t.startsWith('flows/views/')),
  flows: (t) => t.startsWith('design-system/') || t.startsWith('flows/'),
  app: (t) => /^(design-system|flows|app)\//.test(t),
  server: (t) =>
    t.startsWith('server/') ||
    t.startsWith('flows/services/contract/') ||
    t.startsWith('flows/rules/'),
};

function sourceFiles(dir: string): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const importPattern =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function relativeImports(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(importPattern)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.relative(root, path.resolve(root, path.dirname(file), specifier)));
}

// The sandbox's magic values are the documented test vocabulary (README): any test may name them.
const MAGIC_VALUES = 'server/sandbox/magic-values';
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

describe('import direction', () => {
  for (const [layer, mayImport] of Object.entries(allowed)) {
    it(`${layer}/ imports only what it may`, () => {
      const violations = sourceFiles(layer).flatMap((file) =>
        relativeImports(file)
          .filter(
            (target) => !mayImport(target, file) && !(isTest(file) && target === MAGIC_VALUES),
          )
          .map((target) => `${file} -> ${target}`),
      );
      expect(violations).toEqual([]);
    });
  }

  it('has no barrel index.ts files that would pull whole folders into a chunk', () => {
    const barrels = Object.keys(allowed)
      .flatMap(sourceFiles)
      .filter((file) => /(^|\/)index\.tsx?$/.test(file));
    expect(barrels).toEqual([]);
  });

  it('sees the imports it checks (the checker itself works)', () => {
    expect(relativeImports('app/main.tsx')).toContain('app/shell');
  });
});

// Containers and the app shell are wiring: state changes go through flows/actions
// (docs/decisions/070). Files that still write a proxy today; the list only shrinks.
const WRITES_STILL_ALLOWED = new Set<string>([]);

describe('state writes', () => {
  const wiring = [...sourceFiles('flows/containers'), ...sourceFiles('app')].filter(
    (file) => !isTest(file) && !isStory(file),
  );
  const writers = Object.fromEntries(
    wiring
      .map(
        (file) => [file, proxyWrites(file, readFileSync(path.join(root, file), 'utf8'))] as const,
      )
      .filter(([, writes]) => writes.length > 0),
  );

  it('no container or app file writes a state proxy (flows/actions do)', () => {
    const violations = Object.entries(writers)
      .filter(([file]) => !WRITES_STILL_ALLOWED.has(file))
      .map(([file, writes]) => `${file}: ${writes.join(' | ')}`);
    expect(violations).toEqual([]);
  });

  it('allows only files that still write (the list only shrinks)', () => {
    expect([...WRITES_STILL_ALLOWED].filter((file) => !(file in writers))).toEqual([]);
  });

  it('sees every kind of write (the checker itself works)', () => {
    const sample = [
      'userState.nextRegStep = "phone";',
      'registrationState.loadingFlags.answer ??= true;',
      'delete formState.drafts[step];',
      'userState.fundingAccounts.push(account);',
      'Object.assign(registrationState, changes);',
      'resetUserState();',
      'togglesState.toggles.x++;',
      'const read = userState.nextRegStep === "phone"; const copy = { ...registrationState };',
    ].join('\n');
    expect(proxyWrites('sample.ts', sample).map((write) => write.split(':')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
  });
});

// A comment says why in words. An issue or pull-request number means nothing to a reader of
// the repository (the tracker is not part of it), and it stops meaning anything when the issue
// closes. Every source file is checked: production code, tests, stories, scripts and configs.
describe('comments', () => {
  const checked = [
    ...['app', 'design-system', 'flows', 'server', 'scripts', 'tests', '.storybook'].flatMap(
      sourceFiles,
    ),
    ...readdirSync(root).filter((name) => /\.(ts|js)$/.test(name)),
  ];

  it('name no issue or pull-request number', () => {
    const violations = checked.flatMap((file) =>
      issueReferences(file, readFileSync(path.join(root, file), 'utf8')).map(
        (reference) => `${file}:${reference}`,
      ),
    );
    expect(violations).toEqual([]);
  });

  it('sees an issue number in every kind of comment, and none in quoted text (the checker works)', () => {
    const sample = [
      '// The attack suite (issue 11): every route.',
      '/**',
      ' * Fixed for issues 13 and 14, see #25.',
      ' */',
      'const box = "Post Office Box #7"; // "Box #7" is what a person types',
      'export const App = () => <div>{/* PR #12 */}</div>;',
      '/* Why, in words (as in issue',
      '   17): split over two lines. */',
      'const color = "#123"; // the brand colour, issue-free',
    ].join('\n');
    expect(issueReferences('sample.tsx', sample).map((found) => found.split(':')[0])).toEqual([
      '1',
      '3',
      '6',
      '7',
    ]);
  });
});
