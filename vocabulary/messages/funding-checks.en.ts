/**
 * What the funding forms (the card, the bank account's numbers, the two amounts) say as words,
 * in English: their own checks, which the rules (flows/rules/funding.ts) give the page, and the
 * funding service's refusals, which the sandbox sends as they are here. The page finds them in
 * another language by the words (docs/decisions/122).
 */
export const FUNDING_CHECKS_EN = {
  'fundingChecks.cardNumber': 'Enter the 15 or 16-digit number on the front of your card',
  'fundingChecks.cardNumberInvalid': 'Check your card number: it does not look right',
  'fundingChecks.expiry': 'Enter the expiry date as MM / YY',
  'fundingChecks.expired': 'This card has expired. Use a card that is still valid',
  'fundingChecks.cvc': 'Enter the 3 or 4-digit security code',
  'fundingChecks.zip': 'Enter the 5-digit ZIP code of your billing address',
  'fundingChecks.threeDSecureFailed':
    "Your bank couldn't confirm this card. Try again, or use a different card.",
  'fundingChecks.routingNumber': 'Enter the 9-digit routing number',
  'fundingChecks.routingNumberInvalid': 'Check the routing number: it does not match any bank',
  'fundingChecks.accountNumber': 'Enter an account number of 4 to 17 digits',
  'fundingChecks.confirmAccountNumber': 'The account numbers do not match',
  // The lookup's own words and the service's for ERR_BANK_NOT_FOUND alike.
  'fundingChecks.bankNotFound': 'We could not find a bank with that routing number.',
  'fundingChecks.microAmount': 'Enter the amount in dollars, between 0.01 and 0.99',
  // After a reload the server's words are gone; the state still says no more tries.
  'fundingChecks.verificationBlocked':
    'Too many of the amounts entered did not match. This account can no longer be verified.',
  // The funding service's refusals (server/sandbox/funding.ts sends these words).
  'fundingChecks.cardDeclined': 'Your card was declined. Please try a different card.',
  'fundingChecks.paymentMethodDeclined':
    'That payment method was declined. Please try a different one.',
  'fundingChecks.invalidCard': 'Please check your card details and try again.',
  'fundingChecks.invalidPaymentMethod':
    'We could not confirm that payment method. Please add it again, or choose another way to add money.',
  'fundingChecks.invalidRoutingNumber': 'Please enter a valid 9-digit routing number.',
  'fundingChecks.invalidAccountNumber': 'Please enter a valid account number.',
  'fundingChecks.verificationFailed':
    'Those amounts do not match. Please check them and try again.',
  'fundingChecks.tooManyTries':
    'Too many tries. Please link a different funding account or contact support.',
  'fundingChecks.verificationExpired':
    'These amounts have expired. Please link your account again.',
} as const;

export type FundingCheckId = keyof typeof FUNDING_CHECKS_EN;
