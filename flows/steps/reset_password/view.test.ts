import { describe, expect, it } from 'vitest';
import { PAGE_CHECK_MESSAGES } from '../../rules/page-checks';
import { spyAllActions } from '../../views/test-step-actions';
import { resetPasswordFixtures as reset } from './fixtures';
import { resetLinkForgottenIntents, resetPasswordIntents, resetPasswordView } from './view';

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
    const { actions, called } = spyAllActions();
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
