import { PRODUCT_NAME } from '../product';

/**
 * complete_placeholder, in English: a teen who cannot sign up alone (spec section 4, "Role
 * choice": child goes to complete_placeholder), and an approver whose placeholder account is
 * not counted as complete (approverPlaceholderComplete off). The spec gives the step, not its
 * words. Nothing has been created or sent for the teen and nobody will be told, so the page
 * says so and names who acts next: a parent or guardian signs up and adds the teen.
 */
export const TEEN_PLACEHOLDER_EN = {
  'teenPlaceholder.heading': 'Ask a parent or guardian to sign up',
  'teenPlaceholder.lead': `Teens join ${PRODUCT_NAME} through a parent's or guardian's account. We haven't created an account for you or sent anything to anyone.`,
  'teenPlaceholder.nextHeading': 'What to do now',
  'teenPlaceholder.parentSignsUp': `Ask a parent or guardian to sign up for ${PRODUCT_NAME} with their own mobile number.`,
  'teenPlaceholder.parentAddsYou':
    'When they add you to the family, they can enter your mobile number: we then text you a link to set up your login.',
  'teenPlaceholder.parentHere': 'Is a parent or guardian with you now? They can start here.',
  'teenPlaceholder.approverHeading': "You're signed up as an approver",
  'teenPlaceholder.approverLead':
    'Your account is saved and joined to the family that invited you.',
  'teenPlaceholder.approverLogIn': `Log in to the ${PRODUCT_NAME} app with this mobile number and your password.`,
  'teenPlaceholder.startOver': 'Back to the start',
} as const;

export type TeenPlaceholderMessageId = keyof typeof TEEN_PLACEHOLDER_EN;
