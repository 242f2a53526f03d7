import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { ERROR_MESSAGES } from '../../rules/errors';
import { accountStatusFixtures as status } from './fixtures';
import { accountStatusIntents, accountStatusView } from './view';

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

describe('accountStatusView', () => {
  it('deactivated: the section 8 text by newDeactivatedErrorMsg, each with a call to support', () => {
    expect(accountStatusView(status.deactivated.input)).toEqual({
      status: 'deactivated',
      heading: 'Your account is deactivated',
      text: ERROR_MESSAGES.deactivated,
      callSupport: { label: 'Call 1-888-483-2645', href: 'tel:+18884832645' },
    });
    expect(accountStatusView(status.closed.input)).toMatchObject({
      heading: 'Your account is closed',
      text: ERROR_MESSAGES.deactivatedNew,
      callSupport: { label: 'Call 1-888-483-2645', href: 'tel:+18884832645' },
    });
  });

  it('invalidated: confirm the number again', () => {
    expect(accountStatusView(status.invalidated.input)).toMatchObject({
      status: 'invalidated',
      callSupport: undefined,
    });
    const { actions, called } = spyActions();
    const intents = accountStatusIntents(actions);
    intents.onContinue();
    intents.onStartOver();
    expect(called().sort()).toEqual(['session.confirmNumberAgain', 'session.startOver']);
  });
});
