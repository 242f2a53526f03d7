import type * as React from 'react';
import type { StepActions } from '../actions/step-actions';
import { stepActions } from '../composition/step-actions-instance';
import { useViewInput } from '../hooks/use-view-input';
import type { ViewInput } from '../views/view-input';

/**
 * A step's page that is its screen with its view-model and intents, nothing more: the
 * view-model reads the page's snapshots on every render, the intents are made once. A page
 * that decides between screens or follows state while it shows writes its own component.
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
