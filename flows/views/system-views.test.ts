import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../actions/step-actions';
import { ERROR_MESSAGES } from '../rules/errors';
import { errorFallbackIntents, errorFallbackView } from './error-fallback-view';
import { errorFallbackFixtures, stepUnavailableFixtures } from './fixtures/system-fixtures';
import { stepUnavailableIntents, stepUnavailableView } from './step-unavailable-view';

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

describe('system views', () => {
  it('the error fallback prints the crash text and leaves without a lazy chunk', () => {
    expect(errorFallbackView(errorFallbackFixtures.crashed.input)).toEqual({
      text: ERROR_MESSAGES.crash,
    });
    const { actions, called } = spyActions();
    errorFallbackIntents(actions).onTryAgain();
    expect(called()).toEqual(['leaveForProviderHome']);
  });

  it('a step without a page names it (the next step, or the question the register step has)', () => {
    expect(stepUnavailableView(stepUnavailableFixtures.unknownQuestion.input).lead).toContain(
      '(set_partner_source)',
    );
    expect(
      stepUnavailableView(stepUnavailableFixtures.unknownQuestion.input, 'set_mystery').lead,
    ).toContain('(set_mystery)');
    const { actions, called } = spyActions();
    stepUnavailableIntents(actions).onStartOver();
    expect(called()).toEqual(['session.startOver']);
  });
});
