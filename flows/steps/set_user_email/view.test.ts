import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import type { StepActions } from '../../actions/step-actions';
import { accountEmailFixtures as e, accountPasswordFixtures as p } from './fixtures';
import {
  accountEmailIntents,
  accountEmailView,
  accountPasswordIntents,
  accountPasswordView,
} from './view';

describe('accountEmailView', () => {
  it('asks the email alone, at the first group of parent_flow_1, empty or as typed', () => {
    expect(accountEmailView(e.empty.input)).toMatchObject({
      part: 'email',
      values: { email: '' },
      offerLogIn: false,
      fieldErrors: {},
      formError: undefined,
    });
    expect(accountEmailView(e.filled.input).values.email).toBe('sam@gmail.com');
    expect(accountEmailView(e.prefilled.input).values.email).toBe('sam@gmail.com');
    expect(accountEmailView(e.submitting.input).loading).toBe(true);
  });

  it('says a bad address at the field; a failed call above the form', () => {
    expect(accountEmailView(e.invalid.input).fieldErrors).toEqual({
      email: 'Enter an email address like sam@example.com',
    });
    expect(accountEmailView(e.callFailed.input)).toMatchObject({
      fieldErrors: {},
      formError: ERROR_MESSAGES.default,
    });
  });

  it('offers the correction, and "Log in instead" with the duplicate email at its field', () => {
    expect(accountEmailView(e.suggestion.input).emailSuggestion).toBe('sam@gmail.com');
    expect(accountEmailView(e.filled.input).emailSuggestion).toBeUndefined();
    expect(accountEmailView(e.duplicate.input)).toMatchObject({
      offerLogIn: true,
      fieldErrors: { email: ERROR_MESSAGES.duplicateEmail },
      formError: undefined,
    });
  });

  it('emailErrorStateOnBlur: the bad address is said once the field is left, only then', () => {
    expect(accountEmailView(e.errorOnBlur.input)).toMatchObject({
      emailErrorStateOnBlur: true,
      fieldErrors: {},
    });
    expect(accountEmailView(e.errorOnBlurShown.input).fieldErrors).toEqual({
      email: 'Enter an email address like sam@example.com',
    });
    const toggleOff = {
      ...e.errorOnBlurShown.input,
      toggles: { ...e.errorOnBlurShown.input.toggles, emailErrorStateOnBlur: false },
    };
    expect(accountEmailView(toggleOff)).toMatchObject({
      emailErrorStateOnBlur: false,
      fieldErrors: {},
    });
  });
});

describe('accountPasswordView', () => {
  it('asks password and confirm, filed under the answered email', () => {
    expect(accountPasswordView(p.filled.input)).toMatchObject({
      part: 'password',
      askConfirm: true,
      values: { email: 'sam@gmail.com', password: 'correct horse' },
    });
    expect(accountPasswordView(p.withoutConfirm.input).askConfirm).toBe(false);
  });

  it("puts the page's checks and the server's password refusal at their fields", () => {
    expect(accountPasswordView(p.invalid.input).fieldErrors).toEqual({
      password: 'Use at least 8 characters',
      confirmPassword: "The passwords don't match",
    });
    expect(accountPasswordView(p.refused.input)).toMatchObject({
      fieldErrors: { password: 'That password is too common. Please choose a different one.' },
      formError: undefined,
    });
    expect(accountPasswordView(p.callFailed.input).formError).toBe(ERROR_MESSAGES.default);
  });
});

describe('account intents', () => {
  const actions = () => {
    const registration = {
      sendEmail: vi.fn(async () => undefined),
      sendPassword: vi.fn(async () => undefined),
      logInInstead: vi.fn(async () => undefined),
    };
    const editDraft = vi.fn();
    return { registration, editDraft, all: { editDraft, registration } as unknown as StepActions };
  };

  it('keeps typing, blur and the suggestion in the form; Continue and Log in are actions', () => {
    const { registration, editDraft, all } = actions();
    const intents = accountEmailIntents(all);
    intents.onValuesChange({ email: 'sam@gmial.com', password: '', confirmPassword: '' });
    expect(editDraft).toHaveBeenLastCalledWith('set_user_email', {
      email: 'sam@gmial.com',
      blurred: false,
      suggestion: '',
    });
    intents.onEmailBlur?.();
    expect(editDraft).toHaveBeenLastCalledWith('set_user_email', { blurred: true });
    intents.onAcceptSuggestion?.('sam@gmail.com');
    expect(editDraft).toHaveBeenLastCalledWith('set_user_email', {
      email: 'sam@gmail.com',
      suggestion: '',
    });
    intents.onIgnoreSuggestion?.(' sam@gmial.com ');
    expect(editDraft).toHaveBeenLastCalledWith('set_user_email', {
      keptEmail: 'sam@gmial.com',
      suggestion: '',
    });
    intents.onContinue();
    intents.onLogin?.();
    expect(registration.sendEmail).toHaveBeenCalledTimes(1);
    expect(registration.logInInstead).toHaveBeenCalledTimes(1);
  });

  it('keeps the passwords in the form and sends them on Continue', () => {
    const { registration, editDraft, all } = actions();
    const intents = accountPasswordIntents(all);
    intents.onValuesChange({ email: 'x', password: 'a', confirmPassword: 'b' });
    expect(editDraft).toHaveBeenCalledWith('set_user_password', {
      password: 'a',
      confirmPassword: 'b',
    });
    intents.onContinue();
    expect(registration.sendPassword).toHaveBeenCalledTimes(1);
  });
});
