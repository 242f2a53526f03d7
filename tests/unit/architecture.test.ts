import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STEPS } from '../../flows/steps/registry';
import { issueReferences } from './comments';
import { effectActions } from './effect-actions';
import { proxyWrites } from './proxy-writes';
import { stepTables } from './step-tables';

// Imports point vocabulary <- design-system <- flows <- app, and the server shares only the
// vocabulary, the wire contract and the pure rules (docs/decisions/001 and 102). Biome cannot
// express folder-to-folder direction.
const root = fileURLToPath(new URL('../..', import.meta.url));
// vocabulary/ is the names every layer speaks (domain types, question names, the sandbox's
// magic values, the client configuration's schema), so it imports nothing of the project's.
// design-system's stories build their states through the app's own view-models and fixtures
// (the steps' folders and flows/views), so a story can only show what the app can
// (docs/decisions/070).
const isStory = (file: string) => /\.stories\.tsx?$/.test(file);
// A step's view-models and fixtures sit in its folder (flows/steps/<step>/view.ts, fixtures.ts,
// and a second screen's <screen>-view.ts, <screen>-fixtures.ts; docs/decisions/105): stories may
// read those, never a step's page or rule.
const isStoryState = (t: string) =>
  t.startsWith('flows/views/') || /^flows\/steps\/[^/]+\/([\w-]+-)?(view|fixtures)$/.test(t);
const allowed: Record<string, (target: string, file: string) => boolean> = {
  vocabulary: (t) => t.startsWith('vocabulary/'),
  'design-system': (t, file) =>
    /^(vocabulary|design-system)\//.test(t) || (isStory(file) && isStoryState(t)),
  flows: (t) => /^(vocabulary|design-system|flows)\//.test(t),
  app: (t) => /^(vocabulary|design-system|flows|app)\//.test(t),
  server: (t) =>
    /^(vocabulary|server)\//.test(t) ||
    t.startsWith('flows/services/contract/') ||
    t.startsWith('flows/rules/'),
};

function sourceFiles(dir: string): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** What `find` reports of each file, for the files where it reports anything. */
function findingsIn(
  files: string[],
  find: (file: string, text: string) => string[],
): Record<string, string[]> {
  return Object.fromEntries(
    files
      .map((file) => [file, find(file, readFileSync(path.join(root, file), 'utf8'))] as const)
      .filter(([, found]) => found.length > 0),
  );
}

const importPattern =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function relativeImports(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(importPattern)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.relative(root, path.resolve(root, path.dirname(file), specifier)));
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
// What ships to the browser: the browser layers without tests, stories, fixtures and what only
// Storybook reads, the list built from the steps' screens.ts (knip.json's production project
// says the same). A screens.ts counts as Storybook's: of it only its `page` ships, and the build
// fails on a fixture in the bundle (app/vite.config.ts).
const isBrowserProduction = (file: string) =>
  /^(design-system|flows|app)\//.test(file) &&
  !isTest(file) &&
  !isStory(file) &&
  !/^flows\/views\/(fixtures|stories)\/|^flows\/views\/(step-registry|shell-screens|flow-map)\.ts$|^flows\/steps\/[^/]+\/(screens|([\w-]+-)?fixtures)\.ts$|(^|\/)test-[^/]*\.tsx?$/.test(
    file,
  );

/** The packages a file imports (bare specifiers, subpaths cut to the package). */
function packageImports(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(importPattern)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .filter((specifier) => !specifier.startsWith('.'))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
}

describe('import direction', () => {
  for (const [layer, mayImport] of Object.entries(allowed)) {
    it(`${layer}/ imports only what it may`, () => {
      const violations = sourceFiles(layer).flatMap((file) =>
        relativeImports(file)
          .filter((target) => !mayImport(target, file))
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
    expect(packageImports('vocabulary/client-config-schema.ts')).toEqual(['zod']);
    expect(isBrowserProduction('flows/steps/set_plan/view.ts')).toBe(true);
    expect(isBrowserProduction('flows/steps/set_plan/fixtures.ts')).toBe(false);
    expect(isBrowserProduction('flows/steps/validate/mobile-auth-fixtures.ts')).toBe(false);
    expect(isBrowserProduction('flows/views/fixtures/system-fixtures.ts')).toBe(false);
    expect(isBrowserProduction('flows/steps/set_plan/screens.ts')).toBe(false);
  });
});

// Inside flows/, the React wiring is four folders: composition/ (the composition root: the
// page's one set of actions, made from the browser's deps), shell/ (what every page is inside:
// StepPage, the press gate, lazy views, the error boundary), hooks/ (what a page reads) and
// router/ (which page shows). The behaviour (actions, model, rules, services, views, platform)
// knows none of them; the composition root knows no React; and nothing but the app and the
// router itself reaches the router.
const WIRING = ['composition', 'shell', 'hooks', 'router'];
const WIRING_MAY_IMPORT: Record<string, readonly string[]> = {
  actions: [],
  model: [],
  rules: [],
  services: [],
  views: [],
  platform: [],
  composition: ['composition'],
  hooks: ['hooks'],
  shell: ['composition', 'hooks', 'shell'],
  router: WIRING,
  steps: ['composition', 'hooks', 'shell'],
};

describe('flows/ folders', () => {
  const folderOf = (file: string) => file.split('/')[1] ?? '';
  it('has no folder but those the rules below name', () => {
    const folders = new Set(sourceFiles('flows').map(folderOf));
    expect([...folders].filter((folder) => !(folder in WIRING_MAY_IMPORT))).toEqual([]);
  });

  it.each(Object.entries(WIRING_MAY_IMPORT))(
    '%s/ reaches only the wiring it may',
    (folder, may) => {
      const violations = sourceFiles(`flows/${folder}`)
        .filter((file) => !isTest(file) && !isStory(file))
        .flatMap((file) =>
          relativeImports(file)
            .filter((target) => target.startsWith('flows/'))
            .filter(
              (target) => WIRING.includes(folderOf(target)) && !may.includes(folderOf(target)),
            )
            .map((target) => `${file} -> ${target}`),
        );
      expect(violations).toEqual([]);
    },
  );
});

describe('vocabulary', () => {
  it('imports no package but zod (it is plain names, values and schemas)', () => {
    const packages = sourceFiles('vocabulary')
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        packageImports(file)
          .filter((name) => name !== 'zod')
          .map((name) => `${file} -> ${name}`),
      );
    expect(packages).toEqual([]);
  });

  // The first screen has no room for zod (docs/decisions/102): the browser reads its config by
  // hand into the schema's type (client-config re-exports the types), and the sandbox's
  // credentials and test cards stay out of the production bundle.
  it.each([
    ['vocabulary/client-config-schema', 'the zod schemas'],
    ['vocabulary/magic-values', "the sandbox's magic values"],
  ])('no browser production code imports %s (%s)', (module) => {
    const importers = [
      ...sourceFiles('design-system'),
      ...sourceFiles('flows'),
      ...sourceFiles('app'),
    ]
      .filter(isBrowserProduction)
      .filter((file) => relativeImports(file).includes(module));
    expect(importers).toEqual([]);
  });
});

// The step registry (flows/steps/registry.ts) is the app's one table of steps: the router,
// browser history and the register step's question groups read it, and a step's code is its
// folder, found by its name (docs/decisions/105). Another list of step names is a second table
// that a new step must remember. What still lists steps, and why; the list only shrinks.
const STEP_LISTS_ALLOWED: Record<string, string> = {
  // The spec's next-step values (section 2): the type the registry is keyed by.
  'flows/rules/next-steps.ts': 'the spec values',
  // A rule of section 4: the server actions after which the person registers.
  'flows/steps/phone/rule.ts': 'a rule',
};

describe('steps', () => {
  const names = new Set(Object.keys(STEPS));
  // Storybook's list of screens is read from the steps' folders in the registry's order: it
  // is checked as the app's code is, so it cannot grow a table of its own again.
  const storybookLists = (file: string) =>
    /^flows\/views\/(step-registry|shell-screens|flow-map)\.ts$|^flows\/steps\/[^/]+\/screens\.ts$/.test(
      file,
    );
  const production = [...sourceFiles('flows'), ...sourceFiles('app')].filter(
    (file) => isBrowserProduction(file) || storybookLists(file),
  );
  const tables = findingsIn(
    production.filter((file) => file !== 'flows/steps/registry.ts'),
    (file, text) => stepTables(file, text, names),
  );

  it('lists steps in the step registry only', () => {
    const violations = Object.entries(tables)
      .filter(([file]) => !(file in STEP_LISTS_ALLOWED))
      .map(([file, found]) => `${file}: ${found.join(' | ')}`);
    expect(violations).toEqual([]);
  });

  it('allows only files that still list steps (the list only shrinks)', () => {
    expect(Object.keys(STEP_LISTS_ALLOWED).filter((file) => !(file in tables))).toEqual([]);
  });

  it('sees every kind of step table (the checker itself works)', () => {
    const sample = [
      'const A = { validate: 1, login: 2, register: 3 };',
      "const B = new Set(['phone', 'complete', 'cancel_age']);",
      'type C = Partial<Record<NextStep, string>>;',
      "const fine = { validate: 1, other: 2 }; const pair = ['phone', 'login'];",
    ].join('\n');
    expect(stepTables('sample.ts', sample, names).map((found) => found.split(':')[0])).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  // The router and the register step find a step's chunk by its name: a page the registry
  // names is its folder's page.tsx (or group.tsx), or the page made of its screens.ts's `page`
  // (flows/shell/screen-page.tsx); a folder's own page must have its entry.
  const named = Object.entries(STEPS).flatMap(([name, step]) =>
    'shows' in step || step.kind === 'flow'
      ? []
      : [`flows/steps/${name}/${step.kind === 'group' ? 'group' : 'page'}.tsx`],
  );
  const makesPage = (folder: string) => {
    const screens = path.join(root, folder, 'screens.ts');
    return existsSync(screens) && /^export const page = /m.test(readFileSync(screens, 'utf8'));
  };
  it('has every page and question group the registry names in its folder, and no other', () => {
    const inFolders = sourceFiles('flows/steps').filter((file) =>
      /^flows\/steps\/[^/]+\/(page|group)\.tsx$/.test(file),
    );
    expect(
      named.filter((file) => !existsSync(path.join(root, file)) && !makesPage(path.dirname(file))),
    ).toEqual([]);
    expect(inFolders.filter((file) => !named.includes(file))).toEqual([
      // Every step of kind flow, and every group as a next step, shows the register step.
      'flows/steps/register/page.tsx',
    ]);
  });
  it('makes a page of a screens.ts only where the folder has no page of its own', () => {
    const both = named.filter(
      (file) => existsSync(path.join(root, file)) && makesPage(path.dirname(file)),
    );
    expect(both).toEqual([]);
    expect(makesPage('flows/steps/cancel_age')).toBe(true);
    expect(makesPage('flows/steps/validate')).toBe(false);
  });
  // Storybook finds a step's screens by its folder's name (flows/views/step-registry.ts): a
  // folder with a page or a question group says what Storybook shows of it, and no other does.
  it('has a screens.ts in every folder with a page or group, and in no other', () => {
    const folders = (pattern: RegExp) => [
      ...new Set(
        sourceFiles('flows/steps')
          .filter((file) => pattern.test(file))
          .map(path.dirname),
      ),
    ];
    expect(folders(/^flows\/steps\/[^/]+\/screens\.ts$/).sort()).toEqual(
      [...new Set([...named.map(path.dirname), 'flows/steps/register'])].sort(),
    );
  });
});

// "When a step is entered" has one mechanism: the registry's onEnter (run by the shell's
// StepPage), whose actions may follow the state while the page is shown (flows/actions/follow.ts),
// or a rule's effects (fetchPricingPlan). A step file that calls a step action from a React
// effect is a second one, hidden in a page (docs/decisions/126). Purely UI timers and preloads
// call no step action and are not checked.
describe('step effects', () => {
  const stepFiles = sourceFiles('flows/steps').filter(
    (file) => file.endsWith('.tsx') && !isTest(file) && !isStory(file),
  );
  const calls = findingsIn(stepFiles, effectActions);

  it('calls no step action from a React effect', () => {
    expect(calls).toEqual({});
  });

  it('sees a step action in every kind of effect (the checker itself works)', () => {
    const sample = [
      'React.useEffect(() => void stepActions.phone.sendPinOnce(), []);',
      'useEffect(() => { if (x) stepActions.funding.mountCardFields(); }, [x]);',
      'React.useLayoutEffect(() => { const go = () => stepActions.a.b(); go(); });',
      'const onClick = () => stepActions.phone.sendPin(); React.useEffect(() => preload(), []);',
    ].join('\n');
    expect(effectActions('sample.tsx', sample)).toEqual([
      '1: phone.sendPinOnce',
      '2: funding.mountCardFields',
      '3: a.b',
    ]);
  });
});

// One name per concept: a file's name says what it holds wherever it sits in flows/, so two files
// of one name are two things under one name, or one thing in two places. A step's folder is the
// exception by design: each holds its own rule, view, fixtures, screens and page or group.
describe('file names', () => {
  it('gives no two files in flows/ the same name', () => {
    const byName = new Map<string, string[]>();
    for (const file of sourceFiles('flows')) {
      if (
        /^flows\/steps\/[^/]+\/(rule|view|fixtures|screens|page|group)(\.test)?\.tsx?$/.test(file)
      )
        continue;
      byName.set(path.basename(file), [...(byName.get(path.basename(file)) ?? []), file]);
    }
    expect([...byName.values()].filter((files) => files.length > 1)).toEqual([]);
  });
});

// Every state change is a rule's changes applied by applyChanges, and a form's draft goes
// through the form actions (docs/decisions/014, 070, 112): no other file of flows/ or app/
// writes a state proxy, so what a change does is read in its rule and the rule's test.
const WRITERS: Record<string, RegExp> = {
  'flows/actions/apply-changes.ts':
    /^\d+: Object\.assign\((registrationState|userState|togglesState),/,
  'flows/actions/form-actions.ts': /^\d+: (delete )?(Object\.assign\()?formState\b/,
};

describe('state writes', () => {
  const production = [...sourceFiles('flows'), ...sourceFiles('app')].filter(
    (file) => !isTest(file) && !isStory(file),
  );
  const writes = (file: string) => proxyWrites(file, readFileSync(path.join(root, file), 'utf8'));

  it('no file of flows/ or app/ writes a state proxy but applyChanges and the form actions', () => {
    const violations = production
      .filter((file) => !(file in WRITERS))
      .flatMap((file) => writes(file).map((write) => `${file}:${write}`));
    expect(violations).toEqual([]);
  });

  it("has applyChanges write the rules' changes and the form actions the drafts only", () => {
    for (const [file, shape] of Object.entries(WRITERS)) {
      expect(writes(file).length, file).toBeGreaterThan(0);
      expect(writes(file).filter((write) => !shape.test(write))).toEqual([]);
    }
  });

  it('sees every kind of write (the checker itself works)', () => {
    const sample = [
      'userState.nextRegStep = "phone";',
      'registrationState.loadingFlags.answer ??= true;',
      'delete formState.drafts[step];',
      'userState.fundingAccounts.push(account);',
      'Object.assign(registrationState, changes);',
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
    ]);
  });
});

// A comment says why in words. An issue or pull-request number means nothing to a reader of
// the repository (the tracker is not part of it), and it stops meaning anything when the issue
// closes. Every source file is checked: production code, tests, stories, scripts and configs.
describe('comments', () => {
  const checked = [
    ...[
      'vocabulary',
      'app',
      'design-system',
      'flows',
      'server',
      'scripts',
      'tests',
      '.storybook',
    ].flatMap(sourceFiles),
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
