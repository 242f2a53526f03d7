import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  // Two steps show a screen whose view-model and states sit in its twin's folder: a teen's
  // invite of a parent (invite_parent's) and the account's password (set_user_email's).
  const TWIN: Record<string, string> = {
    parent_invite: 'invite_parent',
    set_user_password_and_confirm: 'set_user_email',
  };

  it("describes the folder every step has: view, fixtures, screens, and a page of screens.ts's or its own", () => {
    const missing = Object.entries(STEPS).flatMap(([name, entry]) => {
      if ('shows' in entry || entry.kind === 'flow') return [];
      const folder = `flows/steps/${name}`;
      const screens = path.join(root, folder, 'screens.ts');
      const madePage =
        existsSync(screens) && readFileSync(screens, 'utf8').includes('export const page = ');
      const own = [
        'screens.ts',
        ...(madePage ? [] : [entry.kind === 'group' ? 'group.tsx' : 'page.tsx']),
      ];
      const parts = TWIN[name] ? own : [...own, 'view.ts', 'view.test.ts', 'fixtures.ts'];
      return parts
        .map((file) => `${folder}/${file}`)
        .filter((file) => !existsSync(path.join(root, file)));
    });
    expect(missing).toEqual([]);
    // Both kinds of step have pages made of their screens.ts, and pages of their own.
    expect(read('flows/steps/cancel_age/screens.ts')).toContain('export const page = stepScreen(');
    expect(read('flows/steps/set_plan/screens.ts')).toContain('export const page = stepScreen(');
    expect(existsSync(path.join(root, 'flows/steps/validate/page.tsx'))).toBe(true);
    expect(existsSync(path.join(root, 'flows/steps/kba_1/group.tsx'))).toBe(true);
    for (const step of ['set_plan', 'verify_funding'])
      for (const file of ['rule.ts', 'rule.test.ts'].slice(0, step === 'set_plan' ? 1 : 2))
        expect(existsSync(path.join(root, `flows/steps/${step}`, file)), file).toBe(true);
  });

  it("uses the registry's own words for what an entry says", () => {
    const registry = read('flows/steps/registry.ts');
    for (const word of ['kind', 'shows', 'history', 'early', 'onEnter', 'analytics'])
      expect(registry).toMatch(new RegExp(`\\b${word}\\??:`));
    for (const value of ["'page'", "'group'", "'oneWay'", "'fresh'"])
      expect(registry).toContain(value);
    expect(read('flows/shell/screen-page.tsx')).toContain('export function screenPage');
    expect(read('flows/views/step-screen.ts')).toContain('export const stepScreen');
    expect(read('flows/views/step-registry.ts')).toContain('export type ScreenEntry');
    expect(read('flows/rules/next-steps.ts')).toContain('const NEXT_STEPS');
  });
});

// The guide followed end to end: a throwaway question group and a throwaway next step added in
// a copy of the sources, each by its folder and its registry line only (and the next step's
// name in NEXT_STEPS), are type-checked, listed in flow order and given their pages. The copy
// keeps the guide honest about "one folder and one line": the test touches nothing else.
describe('steps added as the guide says', () => {
  // A question name of the spec's vocabulary that has no page yet, and a next step's name.
  const group = 'set_partner_source';
  const next = 'partner_welcome';
  let copy = '';

  // What the guide's step 2 asks for, on a screen that exists (step 1 is design-system's): a
  // view-model, intents, states and screens.ts; no page file, the router makes the page.
  const folderFiles = (step: string, name: string, at: string): Record<string, string> => ({
    'rule.ts': `import type { StepChanges } from '../changes';

/** ${name} done: the flow goes on (a rule returns changes, never writes). */
export const after${name.replace(/ /g, '')} = (): StepChanges => ({ registration: { loading: false } });
`,
    'view.ts': `import type { CancelAgeScreenProps } from '../../../design-system/screens/cancel-age/cancel-age-screen';
import type { StepActions } from '../../actions/step-actions';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';

export function stepView(_input: ViewInput): ViewOf<CancelAgeScreenProps> {
  return {};
}

export function stepIntents(actions: StepActions): IntentsOf<CancelAgeScreenProps> {
  return { onStartOver: () => actions.startOver() };
}
`,
    'fixtures.ts': `import { stateFixture } from '../../views/fixtures/state-fixture';

export const stepFixtures = {
  asked: stateFixture('${name} asked', ${at}),
};
`,
    'screens.ts': `import { CancelAgeScreen } from '../../../design-system/screens/cancel-age/cancel-age-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { stepScreen } from '../../views/step-screen';
import { stepFixtures } from './fixtures';
import { stepIntents, stepView } from './view';

export const page = stepScreen(CancelAgeScreen, stepView, stepIntents);

export const screens: readonly ScreenEntry[] = [
  {
    step: '${step}',
    section: 'Sign up',
    screenStories: 'Sign up/${name}',
    page,
    fixtures: stepFixtures,
  },
];
`,
  });
  const steps: Record<string, Record<string, string>> = {
    [group]: folderFiles(
      group,
      'Partner source',
      `{ user: { nextRegStep: 'register' }, registration: { questions: [{ name: '${group}' }] } }`,
    ),
    [next]: folderFiles(next, 'Partner welcome', `{ user: { nextRegStep: '${next}' } }`),
  };
  // Step 3: the registry entries, in flow order (after the name the flow asks before each).
  const afterGroup = "  set_legal_first_name: { kind: 'group', section: 'Your account' },\n";
  const afterNext = "  promo_code: { kind: 'page', section: 'Your plan' },\n";
  const withEntries = (...lines: [after: string, line: string][]) => {
    let registry = read('flows/steps/registry.ts');
    for (const [after, line] of lines) {
      expect(registry).toContain(after);
      registry = registry.replace(after, after + line);
    }
    writeFileSync(path.join(copy, 'flows/steps/registry.ts'), registry);
  };
  // Step 4: a next step's name among the spec's values.
  const withNextStep = () => {
    const names = read('flows/rules/next-steps.ts');
    const last = "  'parent_confirm_order',\n";
    expect(names).toContain(last);
    writeFileSync(
      path.join(copy, 'flows/rules/next-steps.ts'),
      names.replace(last, `${last}  '${next}',\n`),
    );
  };
  // The type check of what the new steps touch: their folders, the registry, and what reads it.
  const typecheck = () =>
    spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/typescript-native/bin/tsc'),
        '-p',
        'tsconfig.step.json',
        '--singleThreaded',
      ],
      { cwd: copy, encoding: 'utf8' },
    );
  const at = (file: string) => pathToFileURL(path.join(copy, file)).href;

  beforeAll(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'webreg-add-a-step-'));
    for (const dir of ['vocabulary', 'design-system', 'flows'])
      cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    writeFileSync(
      path.join(copy, 'tsconfig.step.json'),
      JSON.stringify({
        extends: path.join(root, 'tsconfig.json'),
        // Ambient declarations (a package's missing types) are nobody's import.
        include: ['**/*.d.ts'],
        exclude: ['node_modules'],
        files: [
          ...Object.entries(steps).flatMap(([step, files]) =>
            Object.keys(files).map((file) => `flows/steps/${step}/${file}`),
          ),
          'flows/steps/registry.ts',
          'flows/steps/register/question-groups.ts',
          'flows/router/step-router.tsx',
          'flows/views/step-registry.ts',
        ],
      }),
    );
    for (const [step, files] of Object.entries(steps)) {
      mkdirSync(path.join(copy, 'flows/steps', step));
      for (const [file, text] of Object.entries(files))
        writeFileSync(path.join(copy, 'flows/steps', step, file), text);
    }
  });
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('type-checks with its folder and its one registry line, and not with a name the spec lacks or a next step without its line', () => {
    withEntries([afterGroup, `  set_partner_sauce: { kind: 'group' },\n`]);
    const misnamed = typecheck();
    expect(misnamed.status).not.toBe(0);
    expect(misnamed.stdout).toContain('flows/steps/registry.ts');
    expect(misnamed.stdout).toContain('set_partner_sauce');
    // A next step the spec names asks for its entry.
    withNextStep();
    withEntries([afterGroup, `  ${group}: { kind: 'group', section: 'Your account' },\n`]);
    const unlisted = typecheck();
    expect(unlisted.status).not.toBe(0);
    expect(unlisted.stdout).toContain(next);
    withEntries(
      [afterGroup, `  ${group}: { kind: 'group', section: 'Your account' },\n`],
      [afterNext, `  ${next}: { kind: 'page', section: 'Your account' },\n`],
    );
    const named = typecheck();
    expect(named.stdout + named.stderr).toBe('');
    expect(named.status).toBe(0);
  });

  it("is on the flow map, among the register step's question pages in flow order", async () => {
    const { STEP_ENTRIES } = await import(/* @vite-ignore */ at('flows/views/step-registry.ts'));
    const { flowEdges, flowLayers } = await import(
      /* @vite-ignore */ at('flows/views/flow-map.ts')
    );
    const { FlowMap } = await import(/* @vite-ignore */ at('flows/views/stories/flow-map.tsx'));
    const names = (STEP_ENTRIES as { step: string }[]).map((entry) => entry.step);
    expect(
      names.slice(names.indexOf('set_legal_first_name'), names.indexOf('set_legal_first_name') + 2),
    ).toEqual(['set_legal_first_name', group]);
    const map = renderToStaticMarkup(
      createElement(FlowMap, {
        edges: flowEdges(),
        layers: flowLayers(flowEdges()),
        entries: STEP_ENTRIES,
      }),
    );
    expect(map).toContain('Partner source');
    // The register step's question group finds the page by the question's name.
    const { groupFor } = await import(
      /* @vite-ignore */ at('flows/steps/register/question-groups.ts')
    );
    expect(groupFor([{ name: group }])).toBeDefined();
    expect(groupFor([{ name: 'set_referral_code' }])).toBeUndefined();
  });

  it("is in Storybook's list in flow order, and the router makes its page of its screen", async () => {
    const { STEP_ENTRIES } = await import(/* @vite-ignore */ at('flows/views/step-registry.ts'));
    const names = (STEP_ENTRIES as { step: string }[]).map((entry) => entry.step);
    expect(names.slice(names.indexOf('promo_code'), names.indexOf('promo_code') + 2)).toEqual([
      'promo_code',
      next,
    ]);
    const { pageOfFolder } = await import(/* @vite-ignore */ at('flows/router/made-pages.ts'));
    const { default: Page } = await pageOfFolder(next);
    expect(renderToStaticMarkup(createElement(Page))).toContain('You need to be 13 or older');
  });
});
