/**
 * The two small amounts that confirm a funding account (verify_funding, and the same page inside
 * the flow), in English: a bank account's two deposits, or a challenged debit card's two charges.
 */
export const MICRO_DEPOSIT_EN = {
  'microDeposit.headingBank': 'Confirm your bank account',
  'microDeposit.headingCard': 'Confirm your debit card',
  'microDeposit.leadBank':
    'We made two small deposits to your {bank} account. Enter both amounts to show the account is yours. They can take 1 to 3 business days to appear.',
  // After a reload the account may be known without its bank's name.
  'microDeposit.leadUnnamedBank':
    'We made two small deposits to your bank account. Enter both amounts to show the account is yours. They can take 1 to 3 business days to appear.',
  'microDeposit.leadCard':
    'We made two small charges on your debit card. Enter both amounts to show the account is yours. They can take 1 to 3 business days to appear.',
  'microDeposit.amount1': 'First amount',
  'microDeposit.amount2': 'Second amount',
  // The example is a number of dollars, written as the page's language writes numbers.
  'microDeposit.amountHint': 'In dollars, like {amount}',
  'microDeposit.verify': 'Verify',
  'microDeposit.later': "I'll verify later",
  'microDeposit.blockedHeading': "We couldn't verify this account",
  // Registration has moved past funding: another account can be added in the app later.
  'microDeposit.continueWithout': 'Continue without verifying',
} as const;

export type MicroDepositMessageId = keyof typeof MICRO_DEPOSIT_EN;
