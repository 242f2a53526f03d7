import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { FORMS } from '../../rules/page-checks';
import { type PinDelivery, pinDeliveryAfter } from '../../rules/pin-delivery';
import { FIXTURE_NOW, stateFixture, withParts } from '../../views/fixtures/state-fixture';

const sentAt = FIXTURE_NOW - 5_000;
const delivered = (status: PinDelivery['status'], channel: PinDelivery['channel'] = 'sms') =>
  status === 'sent'
    ? pinDeliveryAfter(status, channel, { resendAfterSeconds: 30 }, sentAt)
    : {
        status,
        channel,
        resendAvailableAt: null,
        waitSeconds: null,
      };
const atCode = { user: { phoneNumber: '+15551234567', nextRegStep: 'validate' as const } };
// Sent a minute ago: the wait before another code is over.
const sentTo = withParts(atCode, {
  registration: { pinDelivery: { ...delivered('sent'), resendAvailableAt: null } },
});
const typed = (code: string) => ({
  form: { drafts: { [FORMS.code]: { confirmCode: code } }, errors: {} },
});

/** Every state of the code step (validate, confirm_code). */
export const codeFixtures = {
  sending: stateFixture(
    'Sending the code',
    withParts(atCode, {
      registration: {
        loading: true,
        loadingFlags: { sendPin: true },
        pinDelivery: delivered('sending'),
      },
    }),
  ),
  justSent: stateFixture(
    'Code just sent (wait before another)',
    withParts(atCode, { registration: { pinDelivery: delivered('sent') } }),
  ),
  sendFailed: stateFixture(
    'Sending failed',
    withParts(atCode, {
      registration: { error: ERROR_MESSAGES.default, pinDelivery: delivered('failed') },
    }),
  ),
  empty: stateFixture('Code sent', sentTo),
  filled: stateFixture('Code typed', withParts(sentTo, typed('123456'))),
  confirming: stateFixture(
    'Confirming',
    withParts(sentTo, typed('123456'), {
      registration: { loading: true, loadingFlags: { confirmCode: true } },
    }),
  ),
  resent: stateFixture(
    'New code sent',
    withParts(sentTo, {
      registration: { message: { id: 'code.newCodeSent', values: { number: '(555) 123-4567' } } },
    }),
  ),
  voiceCall: stateFixture(
    'Calling with the code',
    withParts(sentTo, {
      registration: {
        message: ERROR_MESSAGES.voicePinSent,
        pinDelivery: delivered('sent', 'voice'),
      },
    }),
  ),
  wrongCode: stateFixture(
    'Wrong code',
    // The refused digits are gone: the boxes are typed again from the first.
    withParts(sentTo, typed(''), {
      registration: {
        error: { id: 'code.wrongCode', values: { count: 4 } },
        errorCode: 'ERR_PIN_INVALID',
      },
    }),
  ),
  tooEarly: stateFixture(
    'New code asked for too early',
    withParts(atCode, {
      registration: {
        error: { id: 'code.tooEarlySeconds', values: { count: 25 } },
        errorCode: 'ERR_PIN_RESEND_COOLDOWN',
        pinDelivery: pinDeliveryAfter('sent', 'sms', { resendAfterSeconds: 25 }, FIXTURE_NOW),
      },
    }),
  ),
  smsUnsupported: stateFixture(
    'Number cannot take texts',
    withParts(atCode, {
      registration: {
        error: ERROR_MESSAGES.smsUnsupported,
        errorCode: 'ERR_SMS_UNSUPPORTED',
        pinDelivery: delivered('failed'),
      },
    }),
  ),
};
