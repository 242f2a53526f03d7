import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { nextGenFixtures as nextGen } from './fixtures';
import { nextGenIntents, nextGenView } from './view';

// Every action any intent may call, each a spy.
const spyActions = () => {
  const spies = new Map<string, ReturnType<typeof vi.fn>>();
  const spy = (name: string) => {
    if (!spies.has(name)) spies.set(name, vi.fn());
    return spies.get(name);
  };
  const set = (prefix: string) =>
    new Proxy({}, { get: (_, name) => spy(`${prefix}.${String(name)}`) });
  const actions = {
    editDraft: spy('editDraft'),
    leaveForProviderHome: spy('leaveForProviderHome'),
    session: set('session'),
    link: set('link'),
    phone: set('phone'),
    registration: set('registration'),
  } as unknown as StepActions;
  const called = () => [...spies].filter(([, fn]) => fn.mock.calls.length > 0).map(([n]) => n);
  return { actions, spy, called };
};

describe('nextGenView', () => {
  it('the hand-off: stalled only once the action says so', () => {
    expect(nextGenView(nextGen.redirecting.input)).toEqual({ stalled: false });
    expect(nextGenView(nextGen.stalled.input)).toEqual({ stalled: true });
    const { actions, called } = spyActions();
    nextGenIntents(actions).onContinue();
    expect(called()).toEqual(['session.continueHandOff']);
  });
});
