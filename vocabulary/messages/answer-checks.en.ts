/**
 * What the register step's checks say before an answer is sent (spec section 5), in English:
 * the rules (flows/rules/register-answers.ts) give these words to the page, which finds them
 * in another language by the words (docs/decisions/122).
 */
export const ANSWER_CHECKS_EN = {
  'answerChecks.email': 'Enter an email address like sam@example.com',
  'answerChecks.passwordTooShort': 'Use at least 8 characters',
  'answerChecks.passwordsDiffer': "The passwords don't match",
  'answerChecks.firstName': 'Enter your legal first name',
  'answerChecks.lastName': 'Enter your legal last name',
  'answerChecks.dob': 'Enter a real date of birth as MM/DD/YYYY, like 03/27/1985',
  'answerChecks.street': 'Enter your street address',
  'answerChecks.poBox': "We can't send cards to a P.O. box. Enter a street address.",
  'answerChecks.city': 'Enter your city',
  'answerChecks.state': 'Choose your state or territory',
  'answerChecks.zip': 'Enter a 5-digit ZIP code',
  'answerChecks.childFirstName': "Enter your child's first name",
  'answerChecks.childDob': "Enter your child's date of birth as MM/DD/YYYY",
  'answerChecks.parentFirstName': "Enter your parent or guardian's first name",
  'answerChecks.parentPhone': 'Enter a 10-digit US mobile number, like (555) 123-4567',
  'answerChecks.ownNumber': "Enter your parent or guardian's number, not your own",
  'answerChecks.creditWaitlist': 'Choose whether to join the credit waitlist',
} as const;
