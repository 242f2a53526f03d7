/** The page the emailed verification link opens, in English. */
export const EMAIL_VERIFICATION_EN = {
  'emailVerification.checkingHeading': 'Checking your link',
  'emailVerification.checking': 'Verifying your email address…',
  'emailVerification.verifiedHeading': 'Email verified',
  'emailVerification.verified': 'Thanks! Your email address is verified.',
  'emailVerification.unverifiedHeading': "We couldn't verify your email",
  'emailVerification.unverified':
    'This link has already been used or has expired. Your email address is not verified yet.',
  'emailVerification.unverifiedNext':
    'Open the newest email we sent you, or ask support for a new link.',
} as const;

export type EmailVerificationMessageId = keyof typeof EMAIL_VERIFICATION_EN;
