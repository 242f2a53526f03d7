import type { StateFixture } from './fixtures/state-fixture';
import { type FlowSection, stepEntriesFrom } from './step-entries';
import type { StepScreen } from './step-screen';

/**
 * A step's screen (a nextRegStep, a question group of the register step, or a page one of them
 * opens) as the app renders it: its screen, its view-model and intents, and the states it can be
 * in. Storybook's Steps section, the flow map and the test that no screen story shows an
 * unreachable state all read this list; the app makes a step's page of its folder's `page`
 * (the same screen, view-model and intents), or renders the folder's own page.tsx.
 */
export type StepEntry = StepScreen & {
  /** The spec's name: a nextRegStep value or a question name. */
  step: string;
  section: FlowSection;
  /** The title of the screen's own stories (design-system). */
  screenStories: string;
  fixtures: Record<string, StateFixture>;
};

/**
 * An entry of a step's screens.ts: a screen with its view-model and intents, or the step's
 * `page` (flows/views/step-screen.ts), which the app also makes the step's page of. Named,
 * not spread: a spread would keep the fixtures beside it in the page's chunk.
 */
export type ScreenEntry = Omit<StepEntry, keyof StepScreen> & (StepScreen | { page: StepScreen });

// Each step's folder says what Storybook shows of it (flows/steps/<step>/screens.ts), found by
// the folder's name as the router finds its page: a new step adds no line here. Outside Vite
// (Storybook's main.ts, Playwright's specs) step-entries-in-node.ts reads the same files.
const folders = import.meta.glob<{ screens: readonly ScreenEntry[] }>('../steps/*/screens.ts', {
  eager: true,
});

/** Every step's screens, section by section, each section in the registry's flow order. */
export const STEP_ENTRIES: readonly StepEntry[] = stepEntriesFrom(
  (folder) => folders[`../steps/${folder}/screens.ts`]?.screens,
);

export function stepEntry(step: string): StepEntry {
  const entry = STEP_ENTRIES.find((candidate) => candidate.step === step);
  if (!entry) throw new Error(`No step entry for ${step}`);
  return entry;
}
