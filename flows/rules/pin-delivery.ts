/**
 * What the code step says about the code it sends (validate, confirm_code): whether it is on
 * its way, went out or could not be sent, how long until another may be asked for, and how
 * many tries a wrong code leaves. The limits are the service's; these rules only read its
 * answers (`resendAfterSeconds`, `resendAvailableAt`, `attemptsRemaining`).
 */

import type {
  CodeLeadId,
  CodeRefusalId,
  ResendLabelId,
  WaitAnnouncementId,
} from '../../vocabulary/messages/code.en';
import type { Sentence } from '../../vocabulary/messages/sentence';
import type { PinChannel, PinDelivery } from './pin-delivery-shape';

export type { PinChannel, PinDelivery } from './pin-delivery-shape';

/** What a send or a refusal says about the next send (the service's answer or error body). */
export type ResendHint = { resendAfterSeconds?: number; resendAvailableAt?: string };

export const PIN_ERROR_CODES = {
  invalid: 'ERR_PIN_INVALID',
  cooldown: 'ERR_PIN_RESEND_COOLDOWN',
  sendLimit: 'ERR_PIN_SEND_LIMIT',
} as const;

/** Refusals of the typed code itself: they show at the field, and its boxes start again empty. */
export const TYPED_CODE_REFUSALS = [
  PIN_ERROR_CODES.invalid,
  'ERR_PIN_EXPIRED',
  'ERR_PIN_ATTEMPTS_EXCEEDED',
] as const;

/**
 * Whether a refusal means the code must be typed again: its digits are wrong or dead, so the
 * boxes clear (GOV.UK keeps the error at the field). A dropped connection keeps them, to be
 * sent again as they are.
 */
export function refusesTypedCode(errorCode: string | null | undefined): boolean {
  return (TYPED_CODE_REFUSALS as readonly (string | null | undefined)[]).includes(errorCode);
}

/**
 * Seconds until another code may be asked for. The service's relative wait wins: the phone's
 * clock may be wrong, and an absolute time compared with it would count down the wrong wait.
 * @internal
 */
export function waitSecondsOf(hint: ResendHint, now: number): number {
  if (typeof hint.resendAfterSeconds === 'number' && Number.isFinite(hint.resendAfterSeconds)) {
    return Math.max(0, Math.ceil(hint.resendAfterSeconds));
  }
  const at = hint.resendAvailableAt ? Date.parse(hint.resendAvailableAt) : Number.NaN;
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The delivery after the service answered (sent) or refused: the countdown starts now. */
export function pinDeliveryAfter(
  status: PinDelivery['status'],
  channel: PinChannel,
  hint: ResendHint,
  now: number,
): PinDelivery {
  const wait = waitSecondsOf(hint, now);
  return {
    status,
    channel,
    resendAvailableAt: wait > 0 ? now + wait * 1000 : null,
    waitSeconds: wait > 0 ? wait : null,
  };
}

/** Whole seconds left of the wait (0 when another code may be asked for). */
export function secondsLeft(delivery: PinDelivery | null, now: number): number {
  if (!delivery?.resendAvailableAt) return 0;
  return Math.max(0, Math.ceil((delivery.resendAvailableAt - now) / 1000));
}

/**
 * A wait as a person says it, by the message that words it: "25 seconds" up to two minutes,
 * then "3 minutes" (rounded up).
 * @internal
 */
export function waitInUnits(seconds: number): { unit: 'Seconds' | 'Minutes'; count: number } {
  return seconds < 120
    ? { unit: 'Seconds', count: seconds }
    : { unit: 'Minutes', count: Math.ceil(seconds / 60) };
}

/** "0:25", "12:05": the countdown beside a button. */
export function waitOnClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What a refused code or send says: by the service's code, the tries a wrong code leaves and
 * how long an early or one-too-many request must wait (the limits themselves stay the
 * service's), worded by the page in its language; otherwise the service's words.
 */
export function pinRefusal(
  code: string | null,
  serverMessage: string,
  body: ResendHint & { attemptsRemaining?: number },
  now: number,
): Sentence<CodeRefusalId> {
  if (code === PIN_ERROR_CODES.invalid && typeof body.attemptsRemaining === 'number') {
    return { id: 'code.wrongCode', values: { count: body.attemptsRemaining } };
  }
  const wait = waitSecondsOf(body, now);
  if (code === PIN_ERROR_CODES.cooldown && wait > 0) {
    const { unit, count } = waitInUnits(wait);
    return { id: `code.tooEarly${unit}`, values: { count } };
  }
  if (code === PIN_ERROR_CODES.sendLimit && wait > 0) {
    const { unit, count } = waitInUnits(wait);
    return { id: `code.tooMany${unit}`, values: { count } };
  }
  return serverMessage;
}

/**
 * The sentence above the code field, around the number (the screen sets the number in bold):
 * only what has happened so far. "We texted a 6-digit code" once the service said it went.
 */
export function pinDeliveryLead(delivery: PinDelivery | null): CodeLeadId {
  if (!delivery || delivery.status === 'sending') {
    return delivery?.channel === 'voice' ? 'code.leadCalling' : 'code.leadSending';
  }
  if (delivery.status === 'failed') return 'code.leadFailed';
  return delivery.channel === 'voice' ? 'code.leadCalled' : 'code.leadTexted';
}

/** The text button: after a failed send it is the way to try again, and says so. */
export const resendLabel = (delivery: PinDelivery | null): ResendLabelId =>
  delivery?.status === 'failed' ? 'code.resendAfterFailure' : 'code.resend';

/**
 * What screen readers hear about the wait, politely and twice at most: that it begins and that
 * it ends (none before any wait). It names no length: the one clock is the buttons' countdown
 * (which they describe), and a length said once goes stale beside it ("in 30 seconds" over "in
 * 0:28"). A live region that counted every second would talk over everything else on the page.
 */
export function resendAnnouncement(
  delivery: PinDelivery | null,
  now: number,
): WaitAnnouncementId | undefined {
  if (!delivery?.waitSeconds) return undefined;
  return secondsLeft(delivery, now) > 0 ? 'code.waitBegins' : 'code.waitEnds';
}
