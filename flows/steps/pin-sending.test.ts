import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import {
  codeResent,
  numberChecked,
  pinRefused,
  pinSending,
  pinSent,
  timeoutNoticeRead,
  voicePinSent,
} from './pin-sending';

const NOW = Date.parse('2026-12-01T00:00:00Z');

describe('the codes sent to a number', () => {
  it('keep the number checked and forget the session-expired notice', () => {
    expect(numberChecked('+15555550100')).toEqual({ user: { phoneNumber: '+15555550100' } });
    expect(timeoutNoticeRead()).toEqual({ registration: { timeoutError: null } });
  });

  it('say a code is on its way, then sent with the wait before the next', () => {
    expect(pinSending('sms').registration?.pinDelivery).toEqual({
      status: 'sending',
      channel: 'sms',
      resendAvailableAt: null,
      waitSeconds: null,
    });
    expect(pinSent('voice', { resendAfterSeconds: 30 }, NOW).registration?.pinDelivery).toEqual({
      status: 'sent',
      channel: 'voice',
      resendAvailableAt: NOW + 30_000,
      waitSeconds: 30,
    });
  });

  it('call a refusal failed, but a too-early one the last code still coming', () => {
    const sent = { status: 'sent', channel: 'sms' } as const;
    const failed = { status: 'failed', channel: 'sms' } as const;
    const delivery = (before: typeof sent | typeof failed | null, code?: string) =>
      pinRefused(before as never, 'voice', { code }, NOW).registration?.pinDelivery;
    expect(delivery(sent, 'ERR_OTHER')).toMatchObject({ status: 'failed', channel: 'voice' });
    expect(delivery(sent, 'ERR_PIN_RESEND_COOLDOWN')).toMatchObject({
      status: 'sent',
      channel: 'sms',
    });
    expect(delivery(failed, 'ERR_PIN_RESEND_COOLDOWN')).toMatchObject({ status: 'failed' });
    expect(delivery(null, 'ERR_PIN_RESEND_COOLDOWN')).toMatchObject({
      status: 'sent',
      channel: 'voice',
    });
  });

  it('tell where a new code went, and that a call is coming', () => {
    expect(codeResent('+15555550100')).toEqual({
      registration: { message: { id: 'code.newCodeSent', values: { number: '(555) 555-0100' } } },
    });
    expect(voicePinSent()).toEqual({ registration: { message: ERROR_MESSAGES.voicePinSent } });
  });
});
