/**
 * What the pages' own checks say before anything is sent (GOV.UK error wording), in English:
 * the rules (flows/rules/page-checks.ts) give these words to the page, which finds them in
 * another language by the words (docs/decisions/122). Only the words reach a page, so the
 * ids are the checks' short names.
 */
export const PAGE_CHECKS_EN = {
  invalidPhone: 'Enter a 10-digit US mobile number',
  // The page's own words (its hint): a number with another country's code is refused as such.
  foreignPhone: 'US numbers only. Enter a 10-digit US mobile number, like (555) 123-4567',
  noRole: 'Choose whether you are a parent or a teen',
  // An empty or short code is never sent: the confirmation would only spend a try.
  codeLength: 'Enter the 6-digit code we sent you',
  checkPromoFirst: 'Wait for the code to be checked, or clear it to go on without one',
  enterPassword: 'Enter your password',
  emailFormat: 'Enter an email address in the correct format, like name@example.com',
  newPassword: 'Enter a new password',
  verifyPassword: 'Type your new password again',
  // The sandbox's words for the same refusal (the identity service has no second field).
  passwordMismatch: 'The passwords do not match.',
} as const;
