/** The account's status pages (deactivated, invalidated), in English. */
export const ACCOUNT_STATUS_EN = {
  'accountStatus.deactivatedHeading': 'Your account is deactivated',
  'accountStatus.closedHeading': 'Your account is closed',
  'accountStatus.call': 'Call {number}',
  'accountStatus.invalidatedHeading': "Let's confirm it's you",
  'accountStatus.invalidated':
    'For your security, we need to check your mobile number again before you go on. It only takes a moment.',
  'accountStatus.startOver': 'Back to the start',
} as const;

export type AccountStatusMessageId = keyof typeof ACCOUNT_STATUS_EN;
