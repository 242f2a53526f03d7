import { formatUsPhone } from '../../design-system/lib/us-phone';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import {
  PIN_ERROR_CODES,
  type PinChannel,
  type PinDelivery,
  pinDeliveryAfter,
  type ResendHint,
} from '../rules/pin-delivery';
import type { StepChanges } from './changes';

/**
 * The number being checked and the codes sent to it (spec sections 4 and 6), as changes: the
 * code step says what happened to each send.
 */

/** The phone check's number: the one the code goes to. */
export const numberChecked = (phoneNumber: string): StepChanges => ({ user: { phoneNumber } });

/** The session-expired notice has been read: logging in again starts here. */
export const timeoutNoticeRead = (): StepChanges => ({ registration: { timeoutError: null } });

/** A code is on its way: no wait is known until the service answers. */
export const pinSending = (channel: PinChannel): StepChanges => ({
  registration: {
    pinDelivery: { status: 'sending', channel, resendAvailableAt: null, waitSeconds: null },
  },
});

/** The service sent the code: the wait before the next one starts now. */
export const pinSent = (channel: PinChannel, hint: ResendHint, now: number): StepChanges => ({
  registration: { pinDelivery: pinDeliveryAfter('sent', channel, hint, now) },
});

/**
 * The service refused the send. Refused as too early, the last code went out moments ago: that
 * one is still coming, on its own channel (or it failed, and still has).
 */
export function pinRefused(
  before: PinDelivery | null,
  channel: PinChannel,
  body: ResendHint & { code?: string },
  now: number,
): StepChanges {
  const tooEarly = body.code === PIN_ERROR_CODES.cooldown;
  return {
    registration: {
      pinDelivery: pinDeliveryAfter(
        tooEarly ? (before?.status === 'failed' ? 'failed' : 'sent') : 'failed',
        tooEarly ? (before?.channel ?? channel) : channel,
        body,
        now,
      ),
    },
  };
}

/** "Text me a new code" went out: the notice says where to. */
export const codeResent = (phoneNumber: string | null): StepChanges => ({
  registration: {
    message: { id: 'code.newCodeSent', values: { number: formatUsPhone(phoneNumber ?? '') } },
  },
});

/** A call is on its way: section 8's text, whatever words the service answers with. */
export const voicePinSent = (): StepChanges => ({
  registration: { message: ERROR_MESSAGES.voicePinSent },
});
