import { PASSWORD_LENGTH } from '../password-length';
import { ERROR_MESSAGES } from './errors.en';

/**
 * What the sandbox's services answer when they refuse an answer, a code or a password, in
 * English, by the service's code: the server sends the code with these words, and a page finds
 * them in its own language by the words (docs/decisions/122), as it finds section 8's.
 */
export const SERVER_ANSWERS_EN = {
  ERR_INVALID_EMAIL: 'Please enter a valid email address.',
  // Spec section 8, word for word: the client matches this text to set registeredEmailError.
  ERR_EMAIL_TAKEN: ERROR_MESSAGES.duplicateEmail,
  ERR_PASSWORD_MISMATCH: 'The passwords do not match.',
  ERR_INVALID_NAME:
    'Please enter a name of up to 60 letters, spaces, hyphens, apostrophes and periods.',
  ERR_INVALID_DOB: 'Please enter a valid date of birth as MM/DD/YYYY.',
  ERR_UNDER_AGE: 'You must be at least 18 to open a parent account.',
  ERR_CHILD_AGE: 'Children must be at least 13 to sign up themselves.',
  ERR_PO_BOX: 'Please enter a street address. P.O. boxes are not accepted.',
  ERR_INVALID_ADDRESS: 'Please enter your full street address, with a US state.',
  ERR_ADDRESS_UNVERIFIED:
    'We could not confirm this address with the postal service. Please check it.',
  ERR_INVALID_PLAN: 'Please choose one of the plans.',
  ERR_INVALID_AMOUNT: 'Please enter an amount between $20 and $10,000.',
  ERR_INVALID_PHONE: 'Please enter a valid US mobile number.',
  ERR_PHONE_TAKEN: 'That phone number already belongs to an account.',
  ERR_INVALID_STATE: 'Create your account first.',
  ERR_PIN_INVALID: 'That code is not right. Please check it and try again.',
  ERR_PIN_EXPIRED: 'That code has expired. Please request a new one.',
  ERR_PIN_ATTEMPTS_EXCEEDED: 'Too many wrong codes. Please request a new one.',
  ERR_PIN_RESEND_COOLDOWN: 'Please wait a moment before requesting another code.',
  ERR_PIN_SEND_LIMIT: 'Too many codes requested. Please try again later.',
  ERR_PASSWORD_TOO_SHORT: `Your password must be at least ${PASSWORD_LENGTH.min} characters.`,
  ERR_PASSWORD_TOO_LONG: `Your password must be at most ${PASSWORD_LENGTH.max} characters.`,
  ERR_PASSWORD_TOO_COMMON: 'That password is too common. Please choose a different one.',
} as const;

export type ServerAnswerCode = keyof typeof SERVER_ANSWERS_EN;
