import type * as React from 'react';
import type { StepActions } from '../actions/step-actions';
import { stepActions } from '../composition/step-actions-instance';
import { useViewInput } from '../hooks/use-view-input';
import type { StepScreen } from '../views/step-screen';
import type { ViewInput } from '../views/view-input';

/**
 * A step's page that is its screen with its view-model and intents, nothing more: the
 * view-model reads the page's snapshots on every render, the intents are made once. A page
 * that decides between screens or pages writes its own component.
 */
export function screenPage<V extends object, I extends object>(
  Screen: React.ComponentType<V & I>,
  view: (input: ViewInput) => V,
  intents: (actions: StepActions) => I,
): React.FC {
  const callbacks = intents(stepActions);
  return function ScreenPage() {
    return <Screen {...view(useViewInput())} {...callbacks} />;
  };
}

/**
 * The page screenPage makes of a step folder's screens.ts `page` (the screen, view-model and
 * intents its Storybook entry shows), for a folder with no page.tsx (or group.tsx) of its own.
 * `load` reads that `page` through a Vite glob, which only the module that writes it can make.
 */
export async function madePage<P extends object>(
  folder: string,
  load: (() => Promise<StepScreen | undefined>) | undefined,
): Promise<{ default: React.ComponentType<P> }> {
  const page = await load?.();
  if (!page)
    throw new Error(`flows/steps/${folder} has no page file, nor a page in its screens.ts`);
  return { default: screenPage<object, object>(page.screen, page.view, page.intents) };
}
