import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../actions/step-actions';
import { APP_LINKS } from '../rules/contact';
import { ERROR_MESSAGES } from '../rules/errors';
import { FORMS, PAGE_CHECK_MESSAGES } from '../rules/page-checks';
import { PASSWORD_RESET_MESSAGE } from '../steps/session';
import { accountStatusIntents, accountStatusView } from './account-status-view';
import { errorFallbackIntents, errorFallbackView } from './error-fallback-view';
import { accountStatusFixtures as status } from './fixtures/account-status-fixtures';
import { forgotPasswordFixtures as forgot } from './fixtures/forgot-password-fixtures';
import { loginFixtures as login } from './fixtures/login-fixtures';
import { nextGenFixtures as nextGen } from './fixtures/next-gen-fixtures';
import { resetPasswordFixtures as reset } from './fixtures/reset-password-fixtures';
import {
  errorFallbackFixtures,
  stepUnavailableFixtures,
  widgetPageFixtures,
} from './fixtures/system-fixtures';
import { forgotPasswordIntents, forgotPasswordView } from './forgot-password-view';
import { loginIntents, loginView } from './login-view';
import { nextGenIntents, nextGenView } from './next-gen-view';
import {
  resetLinkForgottenIntents,
  resetPasswordIntents,
  resetPasswordView,
} from './reset-password-view';
import { stepUnavailableIntents, stepUnavailableView } from './step-unavailable-view';
import { widgetPageIntents, widgetPageView } from './widget-page-view';

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
    const { actions, spy, called } = spyActions();
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

describe('system views', () => {
  it('the hand-off: stalled only once the action says so', () => {
    expect(nextGenView(nextGen.redirecting.input)).toEqual({ stalled: false });
    expect(nextGenView(nextGen.stalled.input)).toEqual({ stalled: true });
    const { actions, called } = spyActions();
    nextGenIntents(actions).onContinue();
    expect(called()).toEqual(['session.continueHandOff']);
  });

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

  it('widget_page: the stores in a browser; inside the apps, back to the app', () => {
    expect(widgetPageView(widgetPageFixtures.web.input)).toEqual({
      appLinks: APP_LINKS,
      handBack: false,
    });
    expect(widgetPageView(widgetPageFixtures.inApp.input)).toEqual({
      appLinks: undefined,
      handBack: true,
    });
    const { actions, called } = spyActions();
    widgetPageIntents(actions).onBackToApp();
    expect(called()).toEqual(['registration.handBackToApp']);
  });
});
