/** The manual bank account's form (set_manual_bank_account, from the funding choice), in English. */
export const MANUAL_BANK_EN = {
  'manualBank.heading': 'Enter your bank account details',
  'manualBank.lead':
    "You'll find both numbers on a check or in your bank's app. We'll send two small deposits to confirm the account is yours.",
  'manualBank.routingNumber': 'Routing number',
  'manualBank.routingNumberHint': '9 digits',
  'manualBank.lookingUp': 'Looking up your bank…',
  // Read before the looked-up bank's name, which is shown alone.
  'manualBank.bank': 'Bank:',
  'manualBank.accountNumber': 'Account number',
  'manualBank.accountNumberHint': 'Usually 4 to 17 digits',
  'manualBank.confirmAccountNumber': 'Confirm account number',
} as const;

export type ManualBankMessageId = keyof typeof MANUAL_BANK_EN;
