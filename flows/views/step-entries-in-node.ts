import type { RegisteredStep } from '../steps/registry';
import { STEP_FOLDERS, stepEntriesFrom } from './step-entries';
import type { ScreenEntry, StepEntry } from './step-registry';

/**
 * STEP_ENTRIES where Vite's glob is not (Storybook's main.ts through tsx, Playwright's specs):
 * each step folder's screens.ts imported by its path, the list made as step-registry.ts makes it.
 */
export async function loadStepEntries(): Promise<readonly StepEntry[]> {
  const screens = new Map<RegisteredStep, readonly ScreenEntry[] | undefined>();
  for (const folder of STEP_FOLDERS) {
    const module: { screens?: readonly ScreenEntry[] } | undefined = await import(
      `../steps/${folder}/screens.ts`
    ).catch(() => undefined);
    screens.set(folder, module?.screens);
  }
  return stepEntriesFrom((folder) => screens.get(folder));
}
