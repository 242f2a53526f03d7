import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { FORMS, PAGE_CHECK_MESSAGES } from '../../rules/page-checks';
import { spyAllActions } from '../../views/test-step-actions';
import { PASSWORD_RESET_MESSAGE } from '../session';
import { loginFixtures as login } from './fixtures';
import { loginIntents, loginView } from './view';

describe('loginView', () => {
  it('shows the number, the password typed and the back link by disableLoginBackButton', () => {
    expect(loginView(login.empty.input)).toMatchObject({
      phoneNumber: '(555) 123-4567',
      password: '',
      hideBackButton: false,
    });
    expect(loginView(login.filled.input).password).toBe('correct-horse');
    expect(loginView(login.loggingIn.input).loading).toBe(true);
    expect(loginView(login.disableLoginBackButton.input).hideBackButton).toBe(true);
  });

  it('a wrong password at the field, other failures above the form, a reset as a notice', () => {
    expect(loginView(login.noPassword.input).error).toBe(PAGE_CHECK_MESSAGES.enterPassword);
    expect(loginView(login.wrongPassword.input)).toMatchObject({
      error: 'The phone number or password is incorrect.',
      formError: undefined,
    });
    expect(loginView(login.serverError.input)).toMatchObject({
      error: undefined,
      formError: ERROR_MESSAGES.default,
      notice: undefined,
    });
    expect(loginView(login.passwordReset.input).notice).toBe(PASSWORD_RESET_MESSAGE);
  });

  it('intents: each callback one action', () => {
    const { actions, spy, called } = spyAllActions();
    const intents = loginIntents(actions);
    intents.onPasswordChange('pw');
    expect(spy('editDraft')).toHaveBeenCalledWith(FORMS.login, { password: 'pw' });
    intents.onBack?.();
    intents.onForgotPassword();
    intents.onContinue();
    expect(called().sort()).toEqual([
      'editDraft',
      'phone.changeNumber',
      'session.goToForgotPassword',
      'session.submitLogin',
    ]);
  });
});
