import type * as React from 'react';
import type { StepActions } from '../actions/step-actions';
import type { ViewInput } from './view-input';

/** A screen with the view-model that fills it and the intents that answer its callbacks. */
export type StepScreen = {
  // biome-ignore lint/suspicious/noExplicitAny: a list of different screens and their props.
  screen: React.ComponentType<any>;
  view: (input: ViewInput) => object;
  intents: (actions: StepActions) => object;
};

/**
 * A step's screen with its view-model and intents, checked against each other as screenPage
 * checks them: a step's screens.ts exports it as `page`, which the router (or the register
 * step) makes the step's page of when its folder has no page.tsx (or group.tsx) of its own.
 */
export const stepScreen = <V extends object, I extends object>(
  screen: React.ComponentType<V & I>,
  view: (input: ViewInput) => V,
  intents: (actions: StepActions) => I,
): StepScreen => ({ screen, view, intents });
