import { describe, expect, it } from 'vitest';
import { CODE_EN } from '../../vocabulary/messages/code.en';
import { CODE_ES } from '../../vocabulary/messages/code.es';
import { SERVER_ANSWERS_EN } from '../../vocabulary/messages/server-answers.en';
import { SERVER_ANSWERS_ES } from '../../vocabulary/messages/server-answers.es';
import {
  pinDeliveryAfter,
  pinDeliveryLead,
  pinRefusal,
  refusesTypedCode,
  resendAnnouncement,
  resendLabel,
  secondsLeft,
  waitInUnits,
  waitOnClock,
  waitSecondsOf,
} from './pin-delivery';
import { isPinDelivery } from './pin-delivery-shape';

const NOW = Date.parse('2026-03-02T15:00:00Z');
const WRONG = 'That code is not right. Please check it and try again.';

describe('the wait before another code', () => {
  it("takes the service's seconds over its clock time (the phone's clock may be wrong)", () => {
    expect(
      waitSecondsOf({ resendAfterSeconds: 30, resendAvailableAt: '2000-01-01T00:00:00Z' }, NOW),
    ).toBe(30);
    expect(waitSecondsOf({ resendAvailableAt: new Date(NOW + 12_300).toISOString() }, NOW)).toBe(
      13,
    );
    expect(waitSecondsOf({ resendAvailableAt: 'not a date' }, NOW)).toBe(0);
    expect(waitSecondsOf({ resendAfterSeconds: -4 }, NOW)).toBe(0);
    expect(waitSecondsOf({}, NOW)).toBe(0);
  });

  it('starts counting when the answer arrives and ends at zero', () => {
    const sent = pinDeliveryAfter('sent', 'sms', { resendAfterSeconds: 30 }, NOW);
    expect(sent).toEqual({
      status: 'sent',
      channel: 'sms',
      resendAvailableAt: NOW + 30_000,
      waitSeconds: 30,
    });
    expect(secondsLeft(sent, NOW + 100)).toBe(30);
    expect(secondsLeft(sent, NOW + 29_001)).toBe(1);
    expect(secondsLeft(sent, NOW + 31_000)).toBe(0);
    expect(secondsLeft(null, NOW)).toBe(0);
    expect(pinDeliveryAfter('failed', 'voice', {}, NOW)).toEqual({
      status: 'failed',
      channel: 'voice',
      resendAvailableAt: null,
      waitSeconds: null,
    });
  });

  it('reads as a person says it, and as a clock beside the buttons', () => {
    expect(waitInUnits(1)).toEqual({ unit: 'Seconds', count: 1 });
    expect(waitInUnits(25)).toEqual({ unit: 'Seconds', count: 25 });
    expect(waitInUnits(119)).toEqual({ unit: 'Seconds', count: 119 });
    expect(waitInUnits(121)).toEqual({ unit: 'Minutes', count: 3 });
    expect(waitInUnits(60 * 60)).toEqual({ unit: 'Minutes', count: 60 });
    expect(waitOnClock(5)).toBe('0:05');
    expect(waitOnClock(754)).toBe('12:34');
  });

  it('is announced when it begins and when it ends, not every second, with no second clock', () => {
    const sent = pinDeliveryAfter('sent', 'sms', { resendAfterSeconds: 30 }, NOW);
    const waiting = 'code.waitBegins';
    expect(resendAnnouncement(sent, NOW)).toBe(waiting);
    expect(resendAnnouncement(sent, NOW + 17_000)).toBe(waiting);
    expect(resendAnnouncement(sent, NOW + 30_000)).toBe('code.waitEnds');
    expect(resendAnnouncement(null, NOW)).toBeUndefined();
  });
});

describe('pinRefusal', () => {
  it('a wrong code says how many tries are left', () => {
    expect(pinRefusal('ERR_PIN_INVALID', WRONG, { attemptsRemaining: 4 }, NOW)).toEqual({
      id: 'code.wrongCode',
      values: { count: 4 },
    });
    expect(pinRefusal('ERR_PIN_INVALID', WRONG, { attemptsRemaining: 0 }, NOW)).toEqual({
      id: 'code.wrongCode',
      values: { count: 0 },
    });
    expect(pinRefusal('ERR_PIN_INVALID', WRONG, {}, NOW)).toBe(WRONG);
  });

  it("words a wrong code with the service's own words first, in both languages", () => {
    expect((CODE_EN['code.wrongCode'] as unknown as string[])[0]).toBe(
      `${SERVER_ANSWERS_EN.ERR_PIN_INVALID} You have `,
    );
    expect((CODE_ES['code.wrongCode'] as unknown as string[])[0]).toBe(
      `${SERVER_ANSWERS_ES.ERR_PIN_INVALID} Te `,
    );
  });

  it('an early or one-too-many request says how long to wait', () => {
    expect(
      pinRefusal(
        'ERR_PIN_RESEND_COOLDOWN',
        'Please wait a moment.',
        { resendAfterSeconds: 22 },
        NOW,
      ),
    ).toEqual({ id: 'code.tooEarlySeconds', values: { count: 22 } });
    expect(
      pinRefusal('ERR_PIN_SEND_LIMIT', 'Too many.', { resendAfterSeconds: 40 * 60 }, NOW),
    ).toEqual({ id: 'code.tooManyMinutes', values: { count: 40 } });
    expect(pinRefusal('ERR_PIN_RESEND_COOLDOWN', 'Please wait a moment.', {}, NOW)).toBe(
      'Please wait a moment.',
    );
    expect(pinRefusal(null, 'Server says no.', { attemptsRemaining: 2 }, NOW)).toBe(
      'Server says no.',
    );
  });
});

describe('what the step says about the code', () => {
  it('texted only once the service said so; sending, failed and calls say what they are', () => {
    const sent = pinDeliveryAfter('sent', 'sms', {}, NOW);
    expect(pinDeliveryLead(null)).toBe('code.leadSending');
    expect(pinDeliveryLead({ ...sent, status: 'sending' })).toBe('code.leadSending');
    expect(pinDeliveryLead(sent)).toBe('code.leadTexted');
    expect(pinDeliveryLead({ ...sent, status: 'failed' })).toBe('code.leadFailed');
    expect(pinDeliveryLead({ ...sent, channel: 'voice' })).toBe('code.leadCalled');
    expect(pinDeliveryLead({ ...sent, channel: 'voice', status: 'sending' })).toBe(
      'code.leadCalling',
    );
    expect(resendLabel({ ...sent, status: 'failed' })).toBe('code.resendAfterFailure');
    expect(resendLabel(sent)).toBe('code.resend');
  });

  it('a stored delivery is used only when whole', () => {
    expect(isPinDelivery(pinDeliveryAfter('sent', 'sms', { resendAfterSeconds: 3 }, NOW))).toBe(
      true,
    );
    expect(
      isPinDelivery({ status: 'sent', channel: 'fax', resendAvailableAt: null, waitSeconds: null }),
    ).toBe(false);
    expect(
      isPinDelivery({ status: 'done', channel: 'sms', resendAvailableAt: null, waitSeconds: null }),
    ).toBe(false);
    expect(
      isPinDelivery({ status: 'sent', channel: 'sms', resendAvailableAt: '1', waitSeconds: null }),
    ).toBe(false);
    expect(isPinDelivery('sent')).toBe(false);
    expect(isPinDelivery(null)).toBe(false);
  });
});

describe('a refused code', () => {
  it('is typed again when its digits are wrong or dead, and kept after any other failure', () => {
    expect(refusesTypedCode('ERR_PIN_INVALID')).toBe(true);
    expect(refusesTypedCode('ERR_PIN_EXPIRED')).toBe(true);
    expect(refusesTypedCode('ERR_PIN_ATTEMPTS_EXCEEDED')).toBe(true);
    expect(refusesTypedCode('ERR_PIN_RESEND_COOLDOWN')).toBe(false);
    expect(refusesTypedCode(null)).toBe(false);
    expect(refusesTypedCode(undefined)).toBe(false);
  });
});
