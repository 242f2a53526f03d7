/** The under-13 stop (cancel_age), in English. */
export const CANCEL_AGE_EN = {
  'cancelAge.heading': 'You need to be 13 or older to sign up',
  'cancelAge.lead':
    'Thanks for your interest! Kids under 13 can still have an account: a parent or guardian signs up and adds you to the family.',
  'cancelAge.nextHeading': 'What to do next',
  'cancelAge.next':
    'Ask a parent or guardian to sign up with their own mobile number. They can set up your card and send you money from their account.',
  'cancelAge.startOver': 'Back to the start',
} as const;

export type CancelAgeMessageId = keyof typeof CANCEL_AGE_EN;
