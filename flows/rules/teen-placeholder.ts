import { PRODUCT_NAME } from '../../vocabulary/product';

/**
 * complete_placeholder: a teen who signs up without the child-first flow (spec section 4,
 * "Role choice": child goes to complete_placeholder). The spec gives the step, not its words.
 * Nothing has been created or sent at this point and nobody will be told, so the page says
 * so and names who acts next: a parent or guardian signs up and adds the teen (README,
 * decisions).
 */
export const TEEN_PLACEHOLDER_TEXTS = {
  heading: 'Ask a parent or guardian to sign up',
  lead: `Teens join ${PRODUCT_NAME} through a parent's or guardian's account. We haven't created an account for you or sent anything to anyone.`,
  nextHeading: 'What to do now',
  next: [
    `Ask a parent or guardian to sign up for ${PRODUCT_NAME} with their own mobile number.`,
    'When they add you to the family, they can enter your mobile number: we then text you a link to set up your login.',
    'Is a parent or guardian with you now? They can start here.',
  ],
  startOver: 'Back to the start',
} as const;

/**
 * complete_placeholder for an approver (their sign-up done, the account a placeholder in the
 * family that invited them) while approverPlaceholderComplete is off: ours, as above.
 */
export const APPROVER_PLACEHOLDER_TEXTS = {
  heading: "You're signed up as an approver",
  lead: 'Your account is saved and joined to the family that invited you.',
  nextHeading: 'What to do now',
  next: [`Log in to the ${PRODUCT_NAME} app with this mobile number and your password.`],
  startOver: 'Back to the start',
} as const;
