/**
 * What the register step's checks say before an answer is sent (spec section 5), in English:
 * the rules (flows/rules/register-answers.ts) give these words to the page, which finds them
 * in another language by the words (docs/decisions/122). Only the words reach a page, so the
 * ids are the checks' short names.
 */
export const ANSWER_CHECKS_EN = {
  email: 'Enter an email address like sam@example.com',
  passwordTooShort: 'Use at least 8 characters',
  passwordsDiffer: "The passwords don't match",
  firstName: 'Enter your legal first name',
  lastName: 'Enter your legal last name',
  dob: 'Enter a real date of birth as MM/DD/YYYY, like 03/27/1985',
  street: 'Enter your street address',
  poBox: "We can't send cards to a P.O. box. Enter a street address.",
  city: 'Enter your city',
  state: 'Choose your state or territory',
  zip: 'Enter a 5-digit ZIP code',
  childFirstName: "Enter your child's first name",
  childDob: "Enter your child's date of birth as MM/DD/YYYY",
  parentFirstName: "Enter your parent or guardian's first name",
  parentPhone: 'Enter a 10-digit US mobile number, like (555) 123-4567',
  ownNumber: "Enter your parent or guardian's number, not your own",
  creditWaitlist: 'Choose whether to join the credit waitlist',
} as const;
