import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { PAGE_CHECK_MESSAGES } from '../../rules/page-checks';
import { spyAllActions } from '../../views/test-step-actions';
import { forgotPasswordFixtures as forgot } from './fixtures';
import { forgotPasswordIntents, forgotPasswordView } from './view';

describe('forgotPasswordView', () => {
  it('asks for the address, then says where the link went', () => {
    expect(forgotPasswordView(forgot.empty.input)).toMatchObject({ email: '', sentTo: undefined });
    expect(forgotPasswordView(forgot.invalid.input).error).toBe(PAGE_CHECK_MESSAGES.emailFormat);
    expect(forgotPasswordView(forgot.serverError.input).formError).toBe(ERROR_MESSAGES.default);
    expect(forgotPasswordView(forgot.sending.input).loading).toBe(true);
    expect(forgotPasswordView(forgot.sent.input).sentTo).toBe('sam@example.com');
  });

  it('intents: each callback one action', () => {
    const { actions, called } = spyAllActions();
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
