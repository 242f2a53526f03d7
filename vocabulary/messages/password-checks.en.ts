/**
 * What the pages with a password (the login, its reset, the new account's) are told as words,
 * in English: the identity service's refusals (the sandbox's words) and the login's notice after
 * a reset, which the actions put in the state as text. The page finds them in another language
 * by the words (docs/decisions/122).
 */
export const PASSWORD_CHECKS_EN = {
  'passwordChecks.wrongPassword': 'The phone number or password is incorrect.',
  // The sandbox words its rules with their numbers in them (server/sandbox/passwords.ts).
  'passwordChecks.passwordTooShort': 'Your password must be at least 8 characters.',
  'passwordChecks.passwordTooLong': 'Your password must be at most 128 characters.',
  'passwordChecks.passwordTooCommon': 'That password is too common. Please choose a different one.',
  'passwordChecks.resetLinkInvalid':
    'This reset link is invalid or has expired. Please request a new one.',
  // Ours: the spec gives no words for the login after a reset.
  'passwordChecks.passwordSaved': 'Your new password is saved. Log in with it now.',
} as const;

export type PasswordCheckId = keyof typeof PASSWORD_CHECKS_EN;
