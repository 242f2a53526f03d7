import type { Locale } from '../../../vocabulary/locales';
import { SEEDED } from '../../../vocabulary/magic-values';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { metrics } from '../../metrics/registry';
import type { PinChannel } from '../pins';
import { findUserByPhone, presentUser } from '../users';
import { checkApproverCodeSend } from './approver-invitation';
import { type SandboxDeps, ServiceError, TOKEN_LIFETIME } from './deps';

// Spec section 8, word for word.
const NO_SMS_MESSAGE = ERROR_MESSAGES.smsUnsupported;
const VOICE_PIN_MESSAGE = ERROR_MESSAGES.voicePinSent;

/**
 * Phone check: the next step for this number. New numbers choose a role first (confirm-role);
 * people who already have a password log in; invited people confirm their number (validate).
 */
export async function checkPhone(deps: SandboxDeps, phoneNumber: string) {
  if (phoneNumber === SEEDED.noSmsDevice.phoneNumber) {
    throw new ServiceError(422, 'ERR_SMS_UNSUPPORTED', NO_SMS_MESSAGE);
  }
  const user = await findUserByPhone(deps.db, phoneNumber);
  if (!user) return { action: 'confirm-role' as const };
  if (user.status === 'invalidated') return { action: 'invalidated' as const, role: user.role };
  if (user.password_hash) return { action: 'login' as const, role: user.role };
  return { action: 'validate' as const, role: user.role };
}

/** The wait as seconds too: a client whose clock is wrong can still count it down. */
const secondsFrom = (now: Date, at: Date) =>
  Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * Sends a PIN; the answer says when the next one may be sent and how many remain this hour.
 * `client` is the requester (its IP key): send and wrong-try limits count per phone and client.
 * `authToken` is the invitation link's token, which an invited approver's code needs.
 */
export async function sendPin(
  deps: SandboxDeps,
  input: {
    phoneNumber: string;
    deviceUuid: string;
    channel: PinChannel;
    client: string;
    authToken?: string | undefined;
    locale: Locale;
  },
) {
  if (input.phoneNumber === SEEDED.noSmsDevice.phoneNumber && input.channel === 'sms') {
    throw new ServiceError(422, 'ERR_SMS_UNSUPPORTED', NO_SMS_MESSAGE);
  }
  await checkApproverCodeSend(
    deps,
    await findUserByPhone(deps.db, input.phoneNumber),
    input.authToken,
  );
  const result = await deps.pins.send(input);
  const now = deps.clock.now();
  if (!result.ok) {
    metrics.limitHit(
      result.code === 'ERR_PIN_SEND_LIMIT' ? 'pinSendsPerHour' : 'pinResendCooldown',
    );
    throw new ServiceError(429, result.code, result.message, {
      resendAvailableAt: result.resendAvailableAt.toISOString(),
      resendAfterSeconds: secondsFrom(now, result.resendAvailableAt),
    });
  }
  return {
    sent: true,
    ...(input.channel === 'voice' ? { message: VOICE_PIN_MESSAGE } : {}),
    expiresAt: result.expiresAt.toISOString(),
    resendAvailableAt: result.resendAvailableAt.toISOString(),
    resendAfterSeconds: secondsFrom(now, result.resendAvailableAt),
    sendsRemaining: result.sendsRemaining,
  };
}

/**
 * Confirms the PIN. Success gives an access token for this phone and device, the next step
 * (action), and for an invited person the pre-registered user.
 */
export async function confirmPin(
  deps: SandboxDeps,
  input: { phoneNumber: string; deviceUuid: string; confirmCode: string; client: string },
) {
  const result = await deps.pins.verify({ ...input, code: input.confirmCode });
  if (!result.ok) {
    if (result.code === 'ERR_PIN_ATTEMPTS_EXCEEDED') metrics.limitHit('pinWrongTries');
    const resendAvailableAt = await deps.pins.resendAvailableAt(input.phoneNumber, input.client);
    throw new ServiceError(
      result.code === 'ERR_PIN_INVALID' ? 400 : 410,
      result.code,
      result.message,
      {
        attemptsRemaining: result.attemptsRemaining,
        resendAvailableAt: resendAvailableAt.toISOString(),
        resendAfterSeconds: secondsFrom(deps.clock.now(), resendAvailableAt),
      },
    );
  }
  const user = await findUserByPhone(deps.db, input.phoneNumber);
  // The magic number of session expiry gets a token that expired a minute ago.
  const expiring =
    input.phoneNumber === SEEDED.expiringSession.phoneNumber ||
    input.phoneNumber === SEEDED.expiringSessionInApp.phoneNumber;
  const token = await deps.tokens.sign(
    { sub: input.phoneNumber, purpose: 'access', deviceUuid: input.deviceUuid },
    expiring ? -60 : TOKEN_LIFETIME.access,
  );
  if (!user) return { token, accessToken: token, action: 'register' };
  if (user.password_hash) return { token, accessToken: token, action: 'login' };
  const preregisteredUser = { ...presentUser(user), nextRegisterStep: user.next_register_step };
  return { token, accessToken: token, action: user.next_register_step, preregisteredUser };
}
