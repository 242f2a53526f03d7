import { PRODUCT_NAME } from './product';

/**
 * The error catalogue of spec section 8, word for word, except that "the provider" is the
 * product's name: a family does not know who "the provider" is.
 */
export const ERROR_MESSAGES = {
  default: 'An unexpected error occurred. Please try again later.',
  smsUnsupported: 'Please use a device that supports SMS messaging.',
  deactivated: 'Your account has been deactivated. Please call customer support at 1-888-483-2645.',
  deactivatedNew: `Oops! Your account is currently closed. To reactivate, please log in to the ${PRODUCT_NAME} app.`,
  unableToValidateUser: 'Unable to validate your user at this time.',
  currentPricingPlan: 'Unable to get current pricing plan.',
  pricingPlanList: 'Unable to get list of pricing plans.',
  planUpgrade:
    'Something went wrong with your plan upgrade. Contact customer support for assistance.',
  sessionExpired: 'Your session has expired. Please log in again.',
  duplicateEmail:
    'The email address you entered is already associated with an account. Please login with that account or contact support.',
  voicePinSent: 'Calling! Please enter confirmation code below',
  crash:
    'An unexpected error occurred. Please try again. If the problem continues please call support at 888-483-2645.',
  identityVerification: 'There was an error verifying your identity. Please try again later.',
  allowedTimeoutExceeded: 'You took too long to answer these questions. Please try again.',
  partialIdentity: 'Please re-enter your information and try again',
  /**
   * Ours (section 8's default is for the server's own failures): the call never reached the
   * server, or nothing answered for it (offline, a timeout, the server down behind its proxy).
   * Nothing typed is lost: the page and its answers stay as they were.
   */
  connection: `We couldn't reach ${PRODUCT_NAME}. Check your internet connection and try again. Nothing you entered has been lost.`,
  /** Ours (section 6 gives no words): an approver without a valid invitation. */
  invitationInvalid: 'This invitation is not valid. Please ask for a new one.',
  /**
   * Ours: an approver's number without the invitation's link (requireTokenForApprovers), said at
   * the phone step before any code is sent, with the way on: only the link can start it.
   */
  approverInvitationNeeded:
    'To sign up as an approver, open the link in the text message that invited you. If it has expired, ask the person who invited you for a new one.',
} as const;

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
