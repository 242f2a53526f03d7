/**
 * The credit-waitlist question of parent_flow_6 and parent_flow_11 (set_credit_waitlist) and
 * the confirmation after it, in English.
 */
export const CREDIT_WAITLIST_EN = {
  'creditWaitlist.heading': 'Join the credit waitlist?',
  'creditWaitlist.lead':
    "We're building a way for parents to build credit with everyday spending. Join the waitlist and we'll tell you when it's ready.",
  'creditWaitlist.hint': "Joining doesn't affect your credit score.",
  'creditWaitlist.join': 'Yes, add me to the waitlist',
  'creditWaitlist.decline': 'No thanks',
  'creditWaitlist.joinedHeading': "You're on the credit waitlist",
  'creditWaitlist.joinedLead': "We'll email you as soon as it's your turn.",
  'creditWaitlist.joinedLeadEmail': "We'll email you at {email} as soon as it's your turn.",
  'creditWaitlist.joinedMeantime':
    "Joining doesn't affect your credit score, and nothing changes with your family's account in the meantime. Let's finish setting it up.",
  'creditWaitlist.declinedHeading': 'No problem',
  'creditWaitlist.declinedLead': 'You can join the credit waitlist any time from the app.',
} as const;

export type CreditWaitlistMessageId = keyof typeof CREDIT_WAITLIST_EN;
