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

  it('describes the folder every step has: view, fixtures, screens, page or group', () => {
    const missing = Object.entries(STEPS).flatMap(([name, entry]) => {
      if ('shows' in entry || entry.kind === 'flow') return [];
      const folder = `flows/steps/${name}`;
      const own = [entry.kind === 'group' ? 'group.tsx' : 'page.tsx', 'screens.ts'];
      const parts = TWIN[name] ? own : [...own, 'view.ts', 'view.test.ts', 'fixtures.ts'];
      return parts
        .map((file) => `${folder}/${file}`)
        .filter((file) => !existsSync(path.join(root, file)));
    });
    expect(missing).toEqual([]);
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
    expect(read('flows/rules/next-steps.ts')).toContain('const NEXT_STEPS');
  });
});

// The guide followed end to end: a throwaway question group added in a copy of the sources,
// by its folder and its registry line only, is type-checked and is on the flow map. The copy
// keeps the guide honest about "one folder and one line": the test touches nothing else.
describe('a step added as the guide says', () => {
  // A question name of the spec's vocabulary that has no page yet.
  const step = 'set_partner_source';
  const folder = `flows/steps/${step}`;
  let copy = '';

  // What the guide's step 2 asks for, on a screen that exists (step 1 is design-system's).
  const files: Record<string, string> = {
    'rule.ts': `import type { StepChanges } from '../changes';

/** A partner named: the server's flow goes on (a rule returns changes, never writes). */
export const afterPartnerSource = (): StepChanges => ({ registration: { loading: false } });
`,
    'view.ts': `import type { CancelAgeScreenProps } from '../../../design-system/screens/cancel-age/cancel-age-screen';
import type { StepActions } from '../../actions/step-actions';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';

export function partnerSourceView(_input: ViewInput): ViewOf<CancelAgeScreenProps> {
  return {};
}

export function partnerSourceIntents(actions: StepActions): IntentsOf<CancelAgeScreenProps> {
  return { onStartOver: () => actions.startOver() };
}
`,
    'fixtures.ts': `import { stateFixture } from '../../views/fixtures/state-fixture';

export const partnerSourceFixtures = {
  asked: stateFixture('Partner source asked', {
    user: { nextRegStep: 'register' },
    registration: { questions: [{ name: '${step}' }] },
  }),
};
`,
    'screens.ts': `import { CancelAgeScreen } from '../../../design-system/screens/cancel-age/cancel-age-screen';
import type { StepEntry } from '../../views/step-registry';
import { partnerSourceFixtures } from './fixtures';
import { partnerSourceIntents, partnerSourceView } from './view';

export const screens: readonly StepEntry[] = [
  {
    step: '${step}',
    section: 'Sign up',
    screenStories: 'Sign up/Partner source',
    screen: CancelAgeScreen,
    view: partnerSourceView,
    intents: partnerSourceIntents,
    fixtures: partnerSourceFixtures,
  },
];
`,
    'group.tsx': `import { CancelAgeScreen } from '../../../design-system/screens/cancel-age/cancel-age-screen';
import { screenPage } from '../../shell/screen-page';
import { partnerSourceIntents, partnerSourceView } from './view';

export default screenPage(CancelAgeScreen, partnerSourceView, partnerSourceIntents);
`,
  };
  // Step 3: the registry entry, in flow order (after the name the flow asks before it).
  const after = "  set_legal_first_name: { kind: 'group', section: 'Your account' },\n";
  const withEntry = (line: string) => {
    const registry = read('flows/steps/registry.ts');
    expect(registry).toContain(after);
    writeFileSync(
      path.join(copy, 'flows/steps/registry.ts'),
      registry.replace(after, after + line),
    );
  };
  // The type check of what the new step touches: its folder, the registry, and what reads it.
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
          ...Object.keys(files).map((file) => `${folder}/${file}`),
          'flows/steps/registry.ts',
          'flows/steps/register/question-groups.ts',
          'flows/views/step-registry.ts',
        ],
      }),
    );
    mkdirSync(path.join(copy, folder));
    for (const [file, text] of Object.entries(files))
      writeFileSync(path.join(copy, folder, file), text);
  });
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('type-checks with its folder and its one registry line, and not with a name the spec lacks', () => {
    withEntry(`  set_partner_sauce: { kind: 'group' },\n`);
    const misnamed = typecheck();
    expect(misnamed.status).not.toBe(0);
    expect(misnamed.stdout).toContain('flows/steps/registry.ts');
    expect(misnamed.stdout).toContain('set_partner_sauce');
    withEntry(`  ${step}: { kind: 'group', section: 'Your account' },\n`);
    const named = typecheck();
    expect(named.stdout + named.stderr).toBe('');
    expect(named.status).toBe(0);
  });

  it("is on the flow map, among the register step's question pages in flow order", async () => {
    const at = (file: string) => pathToFileURL(path.join(copy, file)).href;
    const { STEP_ENTRIES } = await import(/* @vite-ignore */ at('flows/views/step-registry.ts'));
    const { flowEdges, flowLayers } = await import(
      /* @vite-ignore */ at('flows/views/flow-map.ts')
    );
    const { FlowMap } = await import(/* @vite-ignore */ at('flows/views/stories/flow-map.tsx'));
    const steps = (STEP_ENTRIES as { step: string }[]).map((entry) => entry.step);
    expect(
      steps.slice(steps.indexOf('set_legal_first_name'), steps.indexOf('set_legal_first_name') + 2),
    ).toEqual(['set_legal_first_name', step]);
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
    expect(groupFor([{ name: step }])).toBeDefined();
    expect(groupFor([{ name: 'set_referral_code' }])).toBeUndefined();
  });
});
