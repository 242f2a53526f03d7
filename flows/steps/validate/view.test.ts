import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { FORMS } from '../../rules/page-checks';
import { spyPhoneActions } from '../../views/test-step-actions';
import { codeFixtures as code } from './fixtures';
import { codeIntents, codeView } from './view';

describe('codeView', () => {
  it('shows where the code went, formatted, and the code typed', () => {
    expect(codeView(code.empty.input)).toMatchObject({ phoneNumber: '(555) 123-4567', code: '' });
    expect(codeView(code.filled.input).code).toBe('123456');
    expect(codeView(code.confirming.input).loading).toBe(true);
  });

  it('shows a resend or call as a notice, but never a failure as one', () => {
    expect(codeView(code.resent.input).notice).toEqual({
      id: 'code.newCodeSent',
      values: { number: '(555) 123-4567' },
    });
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
      error: { id: 'code.wrongCode', values: { count: 4 } },
      formError: undefined,
    });
    expect(codeView(code.smsUnsupported.input)).toMatchObject({
      error: undefined,
      formError: ERROR_MESSAGES.smsUnsupported,
    });
  });

  it('says a code was texted only once it was: sending, sent, failed with a way to retry', () => {
    expect(codeView(code.sending.input)).toMatchObject({
      lead: 'code.leadSending',
      resendBlocked: true,
    });
    expect(codeView(code.empty.input)).toMatchObject({
      lead: 'code.leadTexted',
      resendLabel: 'code.resend',
      resendBlocked: false,
      resendWait: undefined,
    });
    expect(codeView(code.sendFailed.input)).toMatchObject({
      lead: 'code.leadFailed',
      resendLabel: 'code.resendAfterFailure',
      resendBlocked: false,
      formError: ERROR_MESSAGES.default,
    });
  });

  it('counts the wait down on the buttons, and tells screen readers its length once', () => {
    const just = code.justSent.input;
    expect(codeView(just)).toMatchObject({
      resendBlocked: true,
      resendWait: '0:25',
      resendAnnouncement: 'code.waitBegins',
    });
    expect(codeView({ ...just, now: just.now + 10_000 })).toMatchObject({
      resendWait: '0:15',
      resendAnnouncement: 'code.waitBegins',
    });
    expect(codeView({ ...just, now: just.now + 25_000 })).toMatchObject({
      resendBlocked: false,
      resendWait: undefined,
      resendAnnouncement: 'code.waitEnds',
    });
    expect(codeView(code.tooEarly.input)).toMatchObject({
      formError: { id: 'code.tooEarlySeconds', values: { count: 25 } },
      resendWait: '0:25',
      lead: 'code.leadTexted',
    });
  });

  it('intents: each callback one action', () => {
    const { actions, phoneSet } = spyPhoneActions();
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
