import type { AbuseLimits } from '../config';
import { metrics } from '../metrics/registry';
import { RATE_LIMITED, type RateLimits } from '../rate-limits';
import { ServiceError } from './services/deps';

/** @internal */
export const LOGIN_LOCKED_MESSAGE =
  'Too many wrong passwords for this number. Please reset your password, or try again tomorrow.';

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Wrong passwords in a row per phone number, whatever the addresses (NIST SP 800-63B 5.2.2):
 * past `loginPauseAfterFailures` the number's password login pauses until its 15-minute
 * window ends, past `loginLockAfterFailures` (at most 100) until its 24-hour window ends. A
 * right password or a password reset clears both. Counted for any number, known or not, so
 * the answer tells nothing about which numbers have accounts; counted before the hash, so a
 * refused attempt costs no scrypt. Decision 096 has the trade-off.
 */
export function createLoginThrottle(
  limits: RateLimits,
  settings: Pick<AbuseLimits, 'loginPauseAfterFailures' | 'loginLockAfterFailures'>,
) {
  const pause = () => limits.counter('loginPause');
  const lock = () => limits.counter('loginLock');
  const clear = (phoneNumber: string) =>
    Promise.all([pause().reset(phoneNumber), lock().reset(phoneNumber)]).then(() => undefined);

  return {
    /** Runs the login when the number may try; a success (or a deactivated account) clears. */
    async attempt<T>(phoneNumber: string, login: () => Promise<T>): Promise<T> {
      const [paused, locked] = await Promise.all([
        pause().hit(phoneNumber),
        lock().hit(phoneNumber),
      ]);
      if (locked > settings.loginLockAfterFailures) {
        metrics.limitHit('loginLock');
        throw new ServiceError(429, RATE_LIMITED.code, LOGIN_LOCKED_MESSAGE);
      }
      if (paused > settings.loginPauseAfterFailures) {
        metrics.limitHit('loginPause');
        throw new ServiceError(429, RATE_LIMITED.code, RATE_LIMITED.message);
      }
      try {
        const result = await login();
        await clear(phoneNumber);
        return result;
      } catch (error) {
        // The password was right; the account is closed: not a guess to count.
        if (error instanceof ServiceError && error.code === 'ERR_DEACTIVATED')
          await clear(phoneNumber);
        throw error;
      }
    },
    /** A password reset proves the email: the family is let back in at once. */
    clear,
  };
}
