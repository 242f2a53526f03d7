/**
 * What the parent's completion page says about the money, one message for each state the
 * funding account can be in: verification put off, just verified, nothing to verify.
 * The first load cannot move before the account is verified, so the page never says it is on
 * its way while it waits, and the amounts are entered here (the reminder's button).
 */

export type FundingOutcome = 'verifyLater' | 'blocked' | 'verified' | 'settled';

/** Which account waits for its two amounts: a bank's deposits, or a card's charges. */
export type VerificationTarget = { kind: 'bank' | 'card'; bankName: string | null };

const accountOf = ({ kind, bankName }: VerificationTarget) =>
  kind === 'bank' ? `your ${bankName ?? 'bank'} account` : 'your debit card';

const what = ({ kind }: VerificationTarget) =>
  kind === 'bank' ? 'two small deposits to' : 'two small charges on';

/** Shown after the two amounts were accepted from the completion page's reminder. */
export const FUNDING_VERIFIED_TEXT = {
  bank: 'Your bank account is verified.',
  card: 'Your debit card is verified.',
} as const;

export const COMPLETION_TEXTS = {
  /** Verification put off: the account is ready, the money is not yet. */
  almostDone: (name?: string) => (name ? `Almost done, ${name}!` : 'Almost done!'),
  almostDoneLead: "Your family's account is ready. One step is left before money can move into it.",
  firstLoadOnItsWay: (amount: string) => `${amount} is on its way to your family's account.`,
  firstLoadWaits: (amount: string, target: VerificationTarget) =>
    `${amount} will be added to your family's account once ${accountOf(target)} is verified.`,
  reminderTitle: (target: VerificationTarget) =>
    target.kind === 'bank'
      ? 'One more thing: verify your bank account'
      : 'One more thing: verify your card',
  reminderText: (target: VerificationTarget) =>
    `Look for ${what(target)} ${accountOf(target)} in 1 to 3 business days. When you have the two amounts, enter them here to finish.`,
  reminderAction: 'I have the amounts: verify now',
  /** Too many wrong amounts: the account can no longer be verified, here or anywhere. */
  blockedLead: "Your family's account is ready, but money can't move into it from this account.",
  blockedTitle: (target: VerificationTarget) =>
    target.kind === 'bank'
      ? 'We could not verify your bank account'
      : 'We could not verify your debit card',
  blockedText: (target: VerificationTarget, supportPhone: string) =>
    `Too many of the amounts entered did not match, so ${accountOf(target)} can no longer be verified. Add another account in the app, or call support at ${supportPhone}.`,
  firstLoadBlocked: (amount: string) =>
    `${amount} will be added once an account you add in the app is verified.`,
} as const;
