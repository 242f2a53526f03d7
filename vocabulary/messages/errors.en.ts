import { PRODUCT_NAME } from '../product';
import { FIRST_SCREEN_ERRORS } from './first-screen-errors';

/**
 * The error catalogue of spec section 8, word for word, except that "the provider" is the
 * product's name: a family does not know who "the provider" is.
 */
export const ERROR_MESSAGES = {
  ...FIRST_SCREEN_ERRORS,
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
  identityVerification: 'There was an error verifying your identity. Please try again later.',
  allowedTimeoutExceeded: 'You took too long to answer these questions. Please try again.',
  partialIdentity: 'Please re-enter your information and try again',
  /** Ours (section 6 gives no words): an approver without a valid invitation. */
  invitationInvalid: 'This invitation is not valid. Please ask for a new one.',
  /**
   * Ours: an approver's number without the invitation's link (requireTokenForApprovers), said at
   * the phone step before any code is sent, with the way on: only the link can start it.
   */
  approverInvitationNeeded:
    'To sign up as an approver, open the link in the text message that invited you. If it has expired, ask the person who invited you for a new one.',
} as const;
