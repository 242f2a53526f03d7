import { madePage } from '../shell/screen-page';
import type { StepScreen } from '../views/step-screen';

// Every folder's screens.ts, though only the folders without a page.tsx make a page of theirs:
// the app's build reads the others as empty (app/vite.config.ts).
const screens = import.meta.glob<StepScreen | undefined>('../steps/*/screens.ts', {
  import: 'page',
});

/**
 * A step's page made of its screens.ts's `page`. The map of those is a chunk of its own, fetched
 * with the first of them (once someone starts typing, for the early ones): the first screen's
 * budget has no room for a line of it per folder.
 */
export const pageOfFolder = (folder: string) =>
  madePage<object>(folder, screens[`../steps/${folder}/screens.ts`]);
