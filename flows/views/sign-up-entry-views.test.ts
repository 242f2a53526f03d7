import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../actions/step-actions';
import { ERROR_MESSAGES } from '../rules/errors';
import { FORMS, PAGE_CHECK_MESSAGES } from '../rules/page-checks';
import { codeIntents, codeView } from './code-view';
import { codeFixtures as code } from './fixtures/code-fixtures';
import { phoneFixtures as phone } from './fixtures/phone-fixtures';
import { roleFixtures as role } from './fixtures/role-fixtures';
import { phoneIntents, phoneView } from './phone-view';
import { roleIntents, roleView } from './role-view';

const spyActions = () => {
  const phoneSet = {
    submitPhoneNumber: vi.fn(),
    changeNumber: vi.fn(),
    resendPin: vi.fn(),
    voicePin: vi.fn(),
    confirmCode: vi.fn(),
    submitRole: vi.fn(),
  };
  const actions = {
    editDraft: vi.fn(),
    typePhoneNumber: vi.fn(),
    phone: phoneSet,
  } as unknown as StepActions;
  return { actions, phoneSet };
};

describe('phoneView', () => {
  it('shows the number typed so far, nothing else on a fresh page', () => {
    expect(phoneView(phone.empty.input)).toEqual({
      phoneNumber: '',
      loading: false,
      error: undefined,
      formError: undefined,
      sessionNotice: undefined,
    });
    expect(phoneView(phone.filled.input).phoneNumber).toBe('(555) 123-4567');
    expect(phoneView(phone.checking.input).loading).toBe(true);
  });

  it("puts the page's check and a refusal about the number at the field, others above", () => {
    expect(phoneView(phone.invalid.input)).toMatchObject({
      error: PAGE_CHECK_MESSAGES.invalidPhone,
      formError: undefined,
    });
    expect(phoneView(phone.smsUnsupported.input)).toMatchObject({
      error: ERROR_MESSAGES.smsUnsupported,
      formError: undefined,
    });
    expect(phoneView(phone.serverError.input)).toMatchObject({
      error: undefined,
      formError: ERROR_MESSAGES.default,
    });
  });

  it('says the session expired as a notice, not as an error', () => {
    expect(phoneView(phone.sessionExpired.input)).toMatchObject({
      sessionNotice: ERROR_MESSAGES.sessionExpired,
      formError: undefined,
    });
  });

  it('intents: typing and Continue are one action each', () => {
    const { actions, phoneSet } = spyActions();
    const intents = phoneIntents(actions);
    intents.onPhoneNumberChange('(555)');
    intents.onContinue();
    expect(actions.typePhoneNumber).toHaveBeenCalledWith('(555)');
    expect(phoneSet.submitPhoneNumber).toHaveBeenCalledTimes(1);
  });
});

describe('codeView', () => {
  it('shows where the code went, formatted, and the code typed', () => {
    expect(codeView(code.empty.input)).toMatchObject({ phoneNumber: '(555) 123-4567', code: '' });
    expect(codeView(code.filled.input).code).toBe('123456');
    expect(codeView(code.confirming.input).loading).toBe(true);
  });

  it('shows a resend or call as a notice, but never a failure as one', () => {
    expect(codeView(code.resent.input).notice).toBe('We sent a new code to (555) 123-4567.');
    expect(codeView(code.voiceCall.input).notice).toBe(ERROR_MESSAGES.voicePinSent);
    const failed = {
      ...code.sendFailed.input,
      registration: { ...code.sendFailed.input.registration, message: ERROR_MESSAGES.default },
    };
    expect(codeView(failed)).toMatchObject({
      notice: undefined,
      formError: ERROR_MESSAGES.default,
    });
  });

  it('a wrong code at the field; a phone that cannot take texts above the form', () => {
    expect(codeView(code.wrongCode.input)).toMatchObject({
      error: 'That code is not right. Please check it and try again. You have 4 tries left.',
      formError: undefined,
    });
    expect(codeView(code.smsUnsupported.input)).toMatchObject({
      error: undefined,
      formError: ERROR_MESSAGES.smsUnsupported,
    });
  });

  it('says a code was texted only once it was: sending, sent, failed with a way to retry', () => {
    expect(codeView(code.sending.input)).toMatchObject({
      lead: ['Sending a 6-digit code to ', '…'],
      resendBlocked: true,
    });
    expect(codeView(code.empty.input)).toMatchObject({
      lead: ['We texted a 6-digit code to ', '.'],
      resendLabel: 'Text me a new code',
      resendBlocked: false,
      resendWait: undefined,
    });
    expect(codeView(code.sendFailed.input)).toMatchObject({
      lead: ['We could not send a code to ', '.'],
      resendLabel: 'Try sending the code again',
      resendBlocked: false,
      formError: ERROR_MESSAGES.default,
    });
  });

  it('counts the wait down on the buttons, and tells screen readers its length once', () => {
    const just = code.justSent.input;
    expect(codeView(just)).toMatchObject({
      resendBlocked: true,
      resendWait: 'in 0:25',
      resendAnnouncement: 'You can ask for a new code when the wait on the buttons ends.',
    });
    expect(codeView({ ...just, now: just.now + 10_000 })).toMatchObject({
      resendWait: 'in 0:15',
      resendAnnouncement: 'You can ask for a new code when the wait on the buttons ends.',
    });
    expect(codeView({ ...just, now: just.now + 25_000 })).toMatchObject({
      resendBlocked: false,
      resendWait: undefined,
      resendAnnouncement: 'You can ask for a new code now.',
    });
    expect(codeView(code.tooEarly.input)).toMatchObject({
      formError: 'Please wait 25 seconds before asking for another code.',
      resendWait: 'in 0:25',
      lead: ['We texted a 6-digit code to ', '.'],
    });
  });

  it('intents: each callback one action', () => {
    const { actions, phoneSet } = spyActions();
    const intents = codeIntents(actions);
    intents.onCodeChange('12');
    intents.onChangeNumber?.();
    intents.onResend();
    intents.onVoiceCall();
    intents.onContinue();
    expect(actions.editDraft).toHaveBeenCalledWith(FORMS.code, { confirmCode: '12' });
    for (const spy of [
      phoneSet.changeNumber,
      phoneSet.resendPin,
      phoneSet.voicePin,
      phoneSet.confirmCode,
    ]) {
      expect(spy).toHaveBeenCalledTimes(1);
    }
  });
});

describe('roleView', () => {
  it('shows the pick so far and the field error of no pick', () => {
    expect(roleView(role.empty.input)).toMatchObject({ role: null, roleSelectCTA: false });
    expect(roleView(role.teen.input).role).toBe('child');
    expect(roleView(role.missing.input).error).toBe(PAGE_CHECK_MESSAGES.noRole);
    expect(roleView(role.serverError.input).formError).toBe(ERROR_MESSAGES.default);
  });

  it('roleSelectCTA: the toggle reaches the screen', () => {
    expect(roleView(role.roleSelectCTAParent.input)).toMatchObject({
      role: 'parent',
      roleSelectCTA: true,
    });
  });

  it('intents: pick and Continue are one action each; Back is the history of the page', () => {
    const { actions, phoneSet } = spyActions();
    const intents = roleIntents(actions);
    intents.onRoleChange('child');
    intents.onContinue();
    expect(intents).not.toHaveProperty('onBack');
    expect(actions.editDraft).toHaveBeenCalledWith(FORMS.role, { role: 'child' });
    expect(phoneSet.submitRole).toHaveBeenCalledTimes(1);
  });
});
