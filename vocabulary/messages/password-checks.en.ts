/**
 * What the login page is told as words after a reset, in English, which the actions put in the
 * state as text; the page finds it in another language by the words (docs/decisions/122). The
 * identity service's own refusals are its answers (server-answers).
 */
export const PASSWORD_CHECKS_EN = {
  // Ours: the spec gives no words for the login after a reset.
  'passwordChecks.passwordSaved': 'Your new password is saved. Log in with it now.',
} as const;

export type PasswordCheckId = keyof typeof PASSWORD_CHECKS_EN;
