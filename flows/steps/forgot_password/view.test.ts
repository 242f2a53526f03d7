import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { ERROR_MESSAGES } from '../../rules/errors';
import { PAGE_CHECK_MESSAGES } from '../../rules/page-checks';
import { forgotPasswordFixtures as forgot } from './fixtures';
import { forgotPasswordIntents, forgotPasswordView } from './view';

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

describe('forgotPasswordView', () => {
  it('asks for the address, then says where the link went', () => {
    expect(forgotPasswordView(forgot.empty.input)).toMatchObject({ email: '', sentTo: undefined });
    expect(forgotPasswordView(forgot.invalid.input).error).toBe(PAGE_CHECK_MESSAGES.emailFormat);
    expect(forgotPasswordView(forgot.serverError.input).formError).toBe(ERROR_MESSAGES.default);
    expect(forgotPasswordView(forgot.sending.input).loading).toBe(true);
    expect(forgotPasswordView(forgot.sent.input).sentTo).toBe('sam@example.com');
  });

  it('intents: each callback one action', () => {
    const { actions, called } = spyActions();
    const intents = forgotPasswordIntents(actions);
    intents.onEmailChange('a');
    intents.onBack?.();
    intents.onResend?.();
    intents.onContinue();
    expect(called().sort()).toEqual([
      'editDraft',
      'session.leaveForgotPassword',
      'session.resendResetLink',
      'session.submitForgotPassword',
    ]);
  });
});
