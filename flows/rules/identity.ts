import { IDENTITY_CHECKS_EN as WORDS } from '../../vocabulary/messages/identity-checks.en';
import { ERROR_CODES, KYC_CODES } from './error-codes';

/** The identity pages' checks: words, found by them in another language (identity-checks). */
export const IDENTITY_TEXTS = {
  ssn: WORDS['identityChecks.ssn'],
  ssnInvalid: WORDS['identityChecks.ssnInvalid'],
  kbaUnanswered: WORDS['identityChecks.kbaUnanswered'],
} as const;

/**
 * A full SSN the Social Security Administration could have issued: area not 000, 666 or
 * 900-999, group not 00, serial not 0000. Anything else is a typo; the server checks again.
 */
export function ssnError(ssnDigits: string): string | undefined {
  if (!/^\d{9}$/.test(ssnDigits)) return IDENTITY_TEXTS.ssn;
  const area = ssnDigits.slice(0, 3);
  const invalid =
    area === '000' ||
    area === '666' ||
    area.startsWith('9') ||
    ssnDigits.slice(3, 5) === '00' ||
    ssnDigits.slice(5) === '0000';
  return invalid ? IDENTITY_TEXTS.ssnInvalid : undefined;
}

/** What the identity screens show for the last answer's error code (spec section 4). */
export type IdentityState = 'partialFail' | 'challenge' | 'fail' | 'timeout' | 'error' | 'none';

export function identityState(errorCode: string | null | undefined): IdentityState {
  switch (errorCode) {
    case KYC_CODES.partialFail:
      return 'partialFail';
    case KYC_CODES.partialFailChallenge:
      return 'challenge';
    case KYC_CODES.fail:
      return 'fail';
    case KYC_CODES.kbaTimeout:
    case ERROR_CODES.allowedTimeoutExceeded:
      return 'timeout';
    case ERROR_CODES.identityVerification:
      return 'error';
    default:
      return 'none';
  }
}

/**
 * Time to answer one knowledge-based question. The sandbox (NIST SP 800-63A's KBV rules) allows
 * 2 minutes idle per question; the screen counts down the same so the limit is never a surprise.
 */
export const KBA_SECONDS_PER_QUESTION = 120;

/**
 * How many knowledge questions one set asks (the identity service's sets of four; the sandbox
 * asks the same). The questions come one per page as kba_1..kba_4.
 */
const KBA_SET_SIZE = 4;

/**
 * Where a knowledge question stands in its set: "Question 2 of 4". The questions share one
 * place in the flow's step count, so the step counter would show the same step on every one of
 * them (and again on the step after): they count questions instead, and the step counter never
 * repeats a number.
 */
export function kbaProgress(
  questionName: string | undefined,
): { current: number; total: number } | undefined {
  const match = /^kba_(\d+)$/.exec(questionName ?? '');
  if (!match) return undefined;
  const current = Number(match[1]);
  return { current, total: Math.max(current, KBA_SET_SIZE) };
}
