/**
 * The confirmation summary of the last page (docs/decisions/106), in English: our words, the
 * spec shows no such page. The apps' confirmationMessage says the same facts in English
 * (flows/rules/confirmation-texts.ts).
 */
export const CONFIRMATION_EN = {
  'confirmation.referenceLabel': 'Your reference',
  'confirmation.referenceHint':
    'Quote it if you call support at {phone}. Nobody can use it to get into your account.',
  'confirmation.heading': 'What you set up',
  'confirmation.plan': 'Plan',
  'confirmation.children': '{count, plural, one {Child} other {Children}}',
  'confirmation.funding': 'Funding account',
  'confirmation.amount': 'First load',
  'confirmation.arrives': 'Arrives',
  'confirmation.toVerify': 'Still to do',
  'confirmation.planValue': '{title}, {fee} a month',
  'confirmation.bankAccount': 'Bank account',
  'confirmation.debitCard': 'Debit card',
  'confirmation.arrivesNow': 'Today, within minutes',
  'confirmation.arrivesBy': 'In 1 to 3 business days, by {date}',
  'confirmation.arrivesBlocked': 'Once an account you add in the app is verified',
  'confirmation.arrivesOnceCard': 'Once your debit card is verified',
  'confirmation.arrivesOnceBank': 'Once your bank account is verified',
  'confirmation.toVerifyCard': 'Enter the two small charges on your card to verify it',
  'confirmation.toVerifyBank': 'Enter the two small deposits to your bank account to verify it',
  'confirmation.nextHeading': 'What happens next',
  'confirmation.nextVerifyCard':
    'In 1 to 3 business days, look for two small charges on your card. Enter them on this page to finish.',
  'confirmation.nextVerifyBank':
    'In 1 to 3 business days, look for two small deposits to your bank account. Enter them on this page to finish.',
  'confirmation.nextMoney': 'We add your first load to your family account as soon as it arrives.',
  'confirmation.nextApp': 'Download the app and log in with the mobile number you used here.',
  'confirmation.nextCards': "In the app, order your kids' cards and set up their first allowance.",
  'confirmation.print': 'Print or save this page',
} as const;

export type ConfirmationMessageId = keyof typeof CONFIRMATION_EN;
