import type * as React from 'react';
import type { StepActions } from '../actions/step-actions';
import type { StateFixture } from './fixtures/state-fixture';
import { FUNDING_STEPS } from './registry/funding-steps';
import { IDENTITY_STEPS } from './registry/identity-steps';
import { LOG_IN_STEPS } from './registry/log-in-steps';
import { SIGN_UP_STEPS } from './registry/sign-up-steps';
import { SYSTEM_STEPS } from './registry/system-steps';
import type { ViewInput } from './view-input';

/** Storybook's sidebar follows the flow: one section per part of it. */
export type FlowSection = 'Sign up' | 'Identity' | 'Funding' | 'Log in' | 'Errors and system';

/**
 * A step (a nextRegStep, or a question group of the register step) as the app renders it:
 * its screen, its view-model and intents, and the states it can be in. Storybook's Steps
 * section, the flow map and the test that no screen story shows an unreachable state all
 * read this list; the app itself wires each step in its container.
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

/** Every step, section by section in flow order (one file per section, flows/views/registry). */
export const STEP_ENTRIES: readonly StepEntry[] = [
  ...SIGN_UP_STEPS,
  ...IDENTITY_STEPS,
  ...FUNDING_STEPS,
  ...LOG_IN_STEPS,
  ...SYSTEM_STEPS,
];

export function stepEntry(step: string): StepEntry {
  const entry = STEP_ENTRIES.find((candidate) => candidate.step === step);
  if (!entry) throw new Error(`No step entry for ${step}`);
  return entry;
}
