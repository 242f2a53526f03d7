import type * as React from 'react';
import type { StepActions } from '../actions/step-actions';
import { pageOf, type RegisteredStep, STEPS } from '../steps/registry';
import type { StateFixture } from './fixtures/state-fixture';
import { SHELL_SCREENS } from './shell-screens';
import type { ViewInput } from './view-input';

/** Storybook's sidebar follows the flow: one section per part of it. */
export const FLOW_SECTIONS = [
  'Sign up',
  'Identity',
  'Funding',
  'Log in',
  'Errors and system',
] as const;
export type FlowSection = (typeof FLOW_SECTIONS)[number];

/**
 * A step's screen (a nextRegStep, a question group of the register step, or a page one of them
 * opens) as the app renders it: its screen, its view-model and intents, and the states it can be
 * in. Storybook's Steps section, the flow map and the test that no screen story shows an
 * unreachable state all read this list; the app itself wires each step in its folder's page.
 */
export type StepEntry = {
  /** The spec's name: a nextRegStep value or a question name. */
  step: string;
  section: FlowSection;
  /** The title of the screen's own stories (design-system). */
  screenStories: string;
  // biome-ignore lint/suspicious/noExplicitAny: a list of different screens and their props.
  screen: React.ComponentType<any>;
  view: (input: ViewInput) => object;
  intents: (actions: StepActions) => object;
  fixtures: Record<string, StateFixture>;
};

// Each step's folder says what Storybook shows of it (flows/steps/<step>/screens.ts), found by
// the folder's name as the router finds its page: a new step adds no line here.
const folders = import.meta.glob<{ screens: readonly StepEntry[] }>('../steps/*/screens.ts', {
  eager: true,
});

/** The folders of the registry's pages and groups, in its (flow) order; a flow is the register step's. */
const STEP_FOLDERS: readonly RegisteredStep[] = [
  ...new Set(
    (Object.keys(STEPS) as RegisteredStep[]).map((name) =>
      STEPS[name].kind === 'flow' ? 'register' : pageOf(name),
    ),
  ),
];

function screensOf(folder: RegisteredStep): readonly StepEntry[] {
  const screens = folders[`../steps/${folder}/screens.ts`]?.screens;
  if (!screens) throw new Error(`flows/steps/${folder} has no screens.ts`);
  return screens;
}

/** Every step's screens, section by section, each section in the registry's flow order. */
export const STEP_ENTRIES: readonly StepEntry[] = FLOW_SECTIONS.flatMap((section) =>
  [...STEP_FOLDERS.flatMap(screensOf), ...SHELL_SCREENS].filter(
    (entry) => entry.section === section,
  ),
);

export function stepEntry(step: string): StepEntry {
  const entry = STEP_ENTRIES.find((candidate) => candidate.step === step);
  if (!entry) throw new Error(`No step entry for ${step}`);
  return entry;
}
