/** The identity pages (verify_identity, and the check's end page), in English. */
export const IDENTITY_EN = {
  'identity.heading': 'Confirm your identity',
  'identity.lead':
    "Federal law asks us to verify who opens an account. This won't affect your credit score.",
  'identity.ssn': 'Social Security number',
  'identity.ssnHint': "Kept encrypted and used only to confirm it's you.",
  'identity.showSsn': 'Show number',
  'identity.resultHeading': "We couldn't verify your identity",
  'identity.resultFail':
    "We couldn't confirm your identity from the details you gave, so we can't open your account online.",
  'identity.resultSupport': 'Call customer support at {phone} and we will help you finish.',
  'identity.retry': 'Try again',
  'identity.leave': 'Back to the app',
} as const;

export type IdentityMessageId = keyof typeof IDENTITY_EN;
