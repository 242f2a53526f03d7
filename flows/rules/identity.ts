import { ERROR_CODES, KYC_CODES } from './error-codes';

export const IDENTITY_TEXTS = {
  ssn: 'Enter your 9-digit Social Security number',
  ssnInvalid: 'Check your Social Security number: it does not look right',
  kbaUnanswered: 'Choose an answer',
} as const;

/**
 * The identity check's end page. A failed check is final online (no "try again later" with
 * nothing to try): support can finish the sign-up. When the check could not run, section 8's
 * text stands and the page offers the retry it speaks of.
 */
export const IDENTITY_RESULT_TEXTS = {
  heading: "We couldn't verify your identity",
  fail: "We couldn't confirm your identity from the details you gave, so we can't open your account online.",
  supportBefore: 'Call customer support at ',
  supportAfter: ' and we will help you finish.',
  retry: 'Try again',
  leave: 'Back to the app',
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
): { current: number; total: number; noun: string; label: string } | undefined {
  const match = /^kba_(\d+)$/.exec(questionName ?? '');
  if (!match) return undefined;
  const current = Number(match[1]);
  return {
    current,
    total: Math.max(current, KBA_SET_SIZE),
    noun: 'Question',
    label: 'Identity questions',
  };
}
