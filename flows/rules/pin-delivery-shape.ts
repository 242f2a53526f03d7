/**
 * The code step's delivery as stored (registrationState.pinDelivery), and the check a restored
 * one must pass: apart from pin-delivery.ts, so the first screen, which restores the state,
 * does not carry the code step's texts and timing rules.
 */

export type PinChannel = 'sms' | 'voice';

export type PinDelivery = {
  status: 'sending' | 'sent' | 'failed';
  channel: PinChannel;
  /** When another code may be asked for, on this device's clock (epoch ms); null: now. */
  resendAvailableAt: number | null;
  /** The whole wait when it began, in seconds: what screen readers are told once. */
  waitSeconds: number | null;
};

const isTime = (value: unknown) => value === null || typeof value === 'number';

/** A stored delivery is used only when it is whole (session storage can be edited). */
export function isPinDelivery(value: unknown): value is PinDelivery {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    ['sending', 'sent', 'failed'].includes(v.status as string) &&
    (v.channel === 'sms' || v.channel === 'voice') &&
    isTime(v.resendAvailableAt) &&
    isTime(v.waitSeconds)
  );
}
