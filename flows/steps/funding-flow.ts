import type { Extra, Funding } from '../model/entities';
import type { StepChanges } from './changes';

const FUNDING_EXTRAS = new Set([
  'set_plaid_bank_account',
  'set_manual_bank_account',
  'set_instant_funding_account',
]);

/**
 * The funding an answer set, from its extras (spec section 3): the account id the two-amount
 * verification needs later, its type (a wallet card is apple_pay_card / android_pay_card) and,
 * for a manual bank account, the bank's name.
 */
export function fundingFromExtra(extra: Extra): StepChanges['user'] | undefined {
  if (!FUNDING_EXTRAS.has(extra.action)) return undefined;
  const funding = (extra.funding ?? {}) as { id?: unknown; type?: unknown };
  const fallbackType: Funding['type'] =
    extra.action === 'set_manual_bank_account'
      ? 'checking'
      : extra.action === 'set_plaid_bank_account'
        ? 'instant'
        : 'debit';
  const type = (typeof funding.type === 'string' ? funding.type : fallbackType) as Funding['type'];
  const bankName = typeof extra.bankName === 'string' ? extra.bankName : undefined;
  return {
    funding: {
      type,
      ...(typeof funding.id === 'string' ? { fundingAccountId: funding.id } : {}),
      ...(extra.needsVerify !== undefined ? { needsVerify: extra.needsVerify } : {}),
    },
    ...(bankName ? { bankName } : {}),
  };
}

/**
 * Debit verification (section 4) is offered right after a funding account that needs it, before
 * the flow's next question: "verify now (two amounts) or later". Once chosen later, or done,
 * it is not offered again during registration.
 */
export const offersFundingVerification = (state: {
  needsVerification: boolean;
  skippedVerification: boolean;
}): boolean => state.needsVerification && !state.skippedVerification;

/** The completion screen keeps the verify-later reminder (needsVerification, skipped). */
export const awaitsFundingVerification = (state: {
  needsVerification: boolean;
  skippedVerification: boolean;
}): boolean => state.needsVerification && state.skippedVerification;

type FundingUser = {
  funding: { type: string; fundingAccountId?: string } | null;
  fundingAccounts: readonly { id: string; status?: string; type?: string; bankName?: unknown }[];
  bankName: string | null;
};

/** The account awaiting its two amounts: the one just set, else the first still pending. */
export function pendingFundingAccountId(user: FundingUser): string | undefined {
  return (
    user.funding?.fundingAccountId ??
    user.fundingAccounts.find((account) => account.status === 'pending_verification')?.id
  );
}

/**
 * What the two amounts went to: a bank account's deposits or a debit card's charges. After a
 * login on another device only the looked-up account says what it is.
 */
export function verificationTarget(user: FundingUser): {
  kind: 'bank' | 'card';
  bankName: string | null;
} {
  const account =
    user.fundingAccounts.find((item) => item.id === user.funding?.fundingAccountId) ??
    user.fundingAccounts.find((item) => item.status === 'pending_verification');
  const bank = (user.funding?.type ?? account?.type) === 'checking';
  const bankName =
    user.bankName ?? (typeof account?.bankName === 'string' ? account.bankName : null);
  return { kind: bank ? 'bank' : 'card', bankName };
}
