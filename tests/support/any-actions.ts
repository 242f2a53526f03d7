import type { StepActions } from '../../flows/actions/step-actions';

/**
 * Any action set, answering any call at any depth with nothing: for tests that build a step's
 * intents only to read their names or to render a screen, never to press anything.
 */
// biome-ignore lint/suspicious/noExplicitAny: a stand-in for every action at any depth.
const anything: any = new Proxy(() => undefined, { get: () => anything });

export const anyActions = anything as StepActions;
