import { pageOf, type RegisteredStep, STEPS } from '../steps/registry';
import { SHELL_SCREENS } from './shell-screens';
import type { ScreenEntry, StepEntry } from './step-registry';

/** Storybook's sidebar follows the flow: one section per part of it. */
const FLOW_SECTIONS = ['Sign up', 'Identity', 'Funding', 'Log in', 'Errors and system'] as const;
export type FlowSection = (typeof FLOW_SECTIONS)[number];

/** The folders of the registry's pages and groups, in its (flow) order; a flow is the register step's. */
export const STEP_FOLDERS: readonly RegisteredStep[] = [
  ...new Set(
    (Object.keys(STEPS) as RegisteredStep[]).map((name) =>
      STEPS[name].kind === 'flow' ? 'register' : pageOf(name),
    ),
  ),
];

/** An entry with its screen, view-model and intents, whether its own or the step's page's. */
function shownScreen(entry: ScreenEntry): StepEntry {
  if (!('page' in entry)) return entry;
  const { page, ...shown } = entry;
  return { ...shown, ...page };
}

/**
 * Every step's screens (each folder's screens.ts, as `screensOf` reads it), section by section,
 * each section in the registry's flow order. Apart from the list itself (step-registry.ts)
 * because only Vite can glob the folders: code outside it reads them one by one.
 */
export function stepEntriesFrom(
  screensOf: (folder: RegisteredStep) => readonly ScreenEntry[] | undefined,
): readonly StepEntry[] {
  const steps = STEP_FOLDERS.flatMap((folder) => {
    const screens = screensOf(folder);
    if (!screens) throw new Error(`flows/steps/${folder} has no screens.ts`);
    return screens.map(shownScreen);
  });
  return FLOW_SECTIONS.flatMap((section) =>
    [...steps, ...SHELL_SCREENS].filter((entry) => entry.section === section),
  );
}
