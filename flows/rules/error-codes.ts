import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';

/**
 * The error codes of spec section 8 and what the flow reads in them, beside the catalogue's
 * texts (errors.ts). Apart from the texts because the first screen shows texts only: its
 * error page needs the catalogue, and every code is read by a later step's actions.
 */

export const ERROR_CODES = {
  deactivated: 'ERR_DEACTIVATED',
  identityVerification: 'ERR_IDENTITY_VERIFICATION',
  allowedTimeoutExceeded: 'ERR_ALLOWED_TIMEOUT_EXCEEDED',
  unauthorized: 'ERR_UNAUTHORIZED',
  wrongIp: 'ERR_AUTHORIZATION_WRONG_IP',
  alreadyRegistered: 'ERR_ALREADY_REGISTERED',
  invalidState: 'ERR_INVALID_STATE',
  maxChallengeWithdrawalVerifications: 'ERR_MAX_CHALLENGE_WITHDRAWAL_VERIFICATIONS',
  /** A teen's own date of birth under 13: the sign-up stops at cancel_age and is erased. */
  childAge: 'ERR_CHILD_AGE',
  /** An approver's invitation token missing or not theirs (requireTokenForApprovers). */
  invalidInvitation: 'ERR_INVALID_INVITATION',
  /**
   * Ours (section 8 has no code for it): a service the call needs (the database, Redis) is
   * away for now. Answered 503 with Retry-After and the default text.
   */
  unavailable: 'ERR_UNAVAILABLE',
} as const;

/** Identity check result codes (section 4). */
export const KYC_CODES = {
  success: 'ERR_KYC_SUCCESS',
  partialFail: 'ERR_KYC_PARTIAL_FAIL',
  partialFailChallenge: 'ERR_KYC_PARTIAL_FAIL_CHALLENGE',
  fail: 'ERR_KYC_FAIL',
  kbaTimeout: 'KBA_QUESTION_TIMEOUT',
} as const;

export const isPartialIdentityError = (code: string | undefined): boolean =>
  code === KYC_CODES.partialFail || code === KYC_CODES.partialFailChallenge;

/** ERR_DEACTIVATED on login: the newer text behind newDeactivatedErrorMsg. */
export const deactivatedMessage = (newDeactivatedErrorMsg: boolean): string =>
  newDeactivatedErrorMsg ? ERROR_MESSAGES.deactivatedNew : ERROR_MESSAGES.deactivated;

/** Login errors: the deactivated text for ERR_DEACTIVATED, otherwise the server's message. */
export function loginErrorMessage(
  code: string | undefined,
  serverMessage: string,
  newDeactivatedErrorMsg: boolean,
): string {
  return code === ERROR_CODES.deactivated
    ? deactivatedMessage(newDeactivatedErrorMsg)
    : serverMessage;
}

/**
 * Identity answers: catalogue texts for these codes, otherwise the server's message. A
 * knowledge question left too long (KBA_QUESTION_TIMEOUT) reads as the allowed-time text.
 */
export function identityErrorMessage(code: string | undefined, serverMessage: string): string {
  if (code === ERROR_CODES.identityVerification) return ERROR_MESSAGES.identityVerification;
  if (code === ERROR_CODES.allowedTimeoutExceeded || code === KYC_CODES.kbaTimeout)
    return ERROR_MESSAGES.allowedTimeoutExceeded;
  if (isPartialIdentityError(code)) return ERROR_MESSAGES.partialIdentity;
  return serverMessage;
}

/** A server message equal to the duplicate-email text sets registeredEmailError (section 5). */
export const isDuplicateEmailMessage = (message: string | undefined): boolean =>
  message === ERROR_MESSAGES.duplicateEmail;

/** ERR_KYC_SUCCESS is a pass, never tracked as a step error (section 8). */
export const isTrackedStepError = (code: string | undefined): boolean => code !== KYC_CODES.success;

/** Debit verification: this code marks maxAttempts in tracking (section 8). */
export const isMaxAttemptsCode = (code: string | undefined): boolean =>
  code === ERROR_CODES.maxChallengeWithdrawalVerifications;
