import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { PAGE_CHECK_MESSAGES } from '../../rules/page-checks';
import { resetPasswordFixtures as reset } from './fixtures';
import { resetLinkForgottenIntents, resetPasswordIntents, resetPasswordView } from './view';

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

describe('resetPasswordView', () => {
  it('puts refusals about one password at its field, an expired link above the form', () => {
    expect(resetPasswordView(reset.empty.input).values).toEqual({
      newPassword: '',
      verifyPassword: '',
    });
    expect(resetPasswordView(reset.missing.input).fieldErrors).toEqual({
      newPassword: PAGE_CHECK_MESSAGES.newPassword,
      verifyPassword: PAGE_CHECK_MESSAGES.verifyPassword,
    });
    expect(resetPasswordView(reset.tooWeak.input).fieldErrors).toEqual({
      newPassword: 'Your password must be at least 8 characters.',
    });
    expect(resetPasswordView(reset.serverMismatch.input).fieldErrors).toEqual({
      verifyPassword: PAGE_CHECK_MESSAGES.passwordMismatch,
    });
    expect(resetPasswordView(reset.linkExpired.input)).toMatchObject({
      fieldErrors: {},
      formError: 'This reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('intents: typing, saving and a new link are one action each', () => {
    const { actions, called } = spyActions();
    resetPasswordIntents(actions).onValuesChange({ newPassword: 'a', verifyPassword: '' });
    resetPasswordIntents(actions).onContinue();
    resetLinkForgottenIntents(actions).onNewLink();
    expect(called().sort()).toEqual([
      'editDraft',
      'link.submitNewPassword',
      'session.goToForgotPassword',
    ]);
  });
});
