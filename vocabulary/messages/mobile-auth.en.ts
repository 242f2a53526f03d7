/** The number confirmed by the mobile carrier (validate under proveMobileAuth), in English. */
export const MOBILE_AUTH_EN = {
  'mobileAuth.useCode': 'Send me a code instead',
  'mobileAuth.heading': 'Confirm your number instantly',
  'mobileAuth.lead':
    "We'll check with your mobile carrier that this number is yours. There's no code to type.",
  'mobileAuth.confirm': 'Confirm my number',
  'mobileAuth.gettingLink': 'Getting a secure link from your carrier…',
  'mobileAuth.pendingHeading': 'Confirming your number',
  'mobileAuth.pending': 'Taking you to your mobile carrier to confirm {number}…',
  'mobileAuth.successHeading': 'Number confirmed',
  'mobileAuth.success': 'Thanks! {number} is confirmed as yours.',
  'mobileAuth.failureHeading': "We couldn't confirm your number",
  'mobileAuth.failure':
    "Your mobile carrier couldn't confirm {number}. Try again, or get a code by text instead.",
  'mobileAuth.retry': 'Try again',
  'mobileAuth.invalidatedHeading': 'Please confirm your number again',
  'mobileAuth.invalidated': 'For your security, the earlier confirmation of {number} has expired.',
  'mobileAuth.confirmAgain': 'Confirm again',
} as const;

export type MobileAuthMessageId = keyof typeof MOBILE_AUTH_EN;
