/** The instant bank link (set_plaid_bank_account, from the funding choice), in English. */
export const BANK_LINK_EN = {
  'bankLink.heading': 'Link your bank',
  'bankLink.lead':
    'A secure window from our bank-link partner opens. Log in to your bank there and pick the account to use.',
  'bankLink.link': 'Link my bank',
  'bankLink.retry': 'Try again',
  'bankLink.useManual': 'Enter account details instead',
  'bankLink.loginPrivate': 'Your bank login goes only to your bank. We never see or keep it.',
  'bankLink.moneyMoves': 'Money can move as soon as the account is linked.',
  'bankLink.unlink': 'You can unlink it at any time in the app.',
  'bankLink.opening': 'Opening a secure connection to your bank…',
} as const;

export type BankLinkMessageId = keyof typeof BANK_LINK_EN;
