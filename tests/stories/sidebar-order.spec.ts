import { STEPS, stepOf } from '../../flows/steps/registry';
import { loadStepEntries } from '../../flows/views/step-entries-in-node';
import type { StepEntry } from '../../flows/views/step-registry';
import { expect, storybookIndex, test } from '../support/storybook-preview';

// The sidebar lists the screens in the order a family meets them: the step registry's order
// (flows/steps/registry.ts, the app's only step table), read from the built index, which is
// the order the manager shows.
const titles = [...new Set(storybookIndex().map((entry) => entry.title))];
const lines = Object.keys(STEPS);

/** The registry's line of a step, or of the group its kind of question shows. */
const lineOf = (step: string) => {
  const own = lines.indexOf(step);
  return own !== -1 ? own : lines.findIndex((name) => stepOf(name)?.questionKind === step);
};

let STEP_ENTRIES: readonly StepEntry[] = [];
let sections: string[] = [];
test.beforeAll(async () => {
  STEP_ENTRIES = await loadStepEntries();
  sections = [...new Set(STEP_ENTRIES.map((entry) => entry.section))];
});

test('the sidebar opens on the flow map and the walkthroughs, then the phone page', () => {
  expect(titles.slice(0, 3)).toEqual(['Flow map', 'Walkthroughs', 'Sign up/Phone entry']);
});

test("a family's pages come in the family's order", () => {
  const family = [
    'Sign up/Phone entry',
    'Sign up/Role choice',
    'Sign up/Confirmation code',
    'Sign up/Account',
    'Sign up/About you',
    'Sign up/Plan picker',
    'Sign up/Add child',
    'Identity/Identity details',
    'Funding/Funding selector',
    'Funding/Initial funding',
    'Funding/Completion',
    'Log in/Login',
  ];
  expect(titles.filter((title) => family.includes(title))).toEqual(family);
});

test('within each section, screens follow the step registry', () => {
  for (const section of sections) {
    // A screen stands where the first step that shows it stands.
    const first = new Map<string, number>();
    for (const entry of STEP_ENTRIES.filter((candidate) => candidate.section === section)) {
      const line = lineOf(entry.step);
      if (line === -1) continue;
      first.set(entry.screenStories, Math.min(line, first.get(entry.screenStories) ?? line));
    }
    const byRegistry = [...first.keys()].sort((a, b) => first.get(a)! - first.get(b)!);
    expect(
      titles.filter((title) => first.has(title)),
      section,
    ).toEqual(byRegistry);
  }
});

test('sections come in the flow order, the screens first and then the Steps', () => {
  const order = (prefix: string) => [
    ...new Set(
      titles.flatMap((title) =>
        sections.filter((s) => title === `${prefix}${s}` || title.startsWith(`${prefix}${s}/`)),
      ),
    ),
  ];
  expect(order('')).toEqual(sections);
  expect(order('Steps/')).toEqual(sections);
  expect(titles.indexOf('Steps/Sign up')).toBeGreaterThan(
    titles.indexOf('Errors and system/Outside the US'),
  );
});

test('every step has its story and its All states board in its section', () => {
  const ids = new Set(storybookIndex().map((entry) => entry.id));
  const missing = STEP_ENTRIES.flatMap(({ section, step }) => {
    const id = `steps-${section}--${step}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
    return [id, `${id}-all-states`].filter((wanted) => !ids.has(wanted));
  });
  expect(missing).toEqual([]);
});
