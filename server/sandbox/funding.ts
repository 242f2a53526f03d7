import { isRoutingNumber } from '../../flows/rules/funding';
import {
  BANKS,
  INSTANT_BANK_ACCOUNTS,
  MICRO_DEPOSIT_CENTS,
  MICRO_DEPOSIT_DOLLARS,
} from '../../vocabulary/magic-values';
import { FUNDING_CHECKS_EN as WORDS } from '../../vocabulary/messages/funding-checks.en';
import { FUNDING_CHOICE_CHECKS_EN as CHOICE } from '../../vocabulary/messages/funding-choice-checks.en';
import {
  NONCE_TYPES,
  type NonceOutcome,
  type NonceType,
  readSandboxNonce,
} from '../../vocabulary/sandbox-cards';
import type { Db } from '../db/database';
import type { VaultedNonce } from './braintree-api';
import { DAY } from './clock';
import { flowError } from './flows/engine';
import type { AnswerPreparer, HandlerOutcome, QuestionHandler, Trx } from './flows/types';
import { sendMessage } from './outbox';
import { newId } from './secrets';

const FUNDING_RULES = { maxVerifyAttempts: 3, microDepositLifetimeMs: 7 * DAY } as const;

// The words a family reads, in their catalogue areas: the page finds them in its language.
export const FUNDING_MESSAGES = {
  ERR_CARD_DECLINED: WORDS['fundingChecks.cardDeclined'],
  ERR_PAYMENT_METHOD_DECLINED: WORDS['fundingChecks.paymentMethodDeclined'],
  ERR_INVALID_CARD: WORDS['fundingChecks.invalidCard'],
  ERR_INVALID_PAYMENT_METHOD: WORDS['fundingChecks.invalidPaymentMethod'],
  ERR_INVALID_ROUTING_NUMBER: WORDS['fundingChecks.invalidRoutingNumber'],
  ERR_BANK_NOT_FOUND: WORDS['fundingChecks.bankNotFound'],
  ERR_INVALID_ACCOUNT_NUMBER: WORDS['fundingChecks.invalidAccountNumber'],
  ERR_INVALID_PUBLIC_TOKEN: CHOICE['fundingChoiceChecks.bankNotLinked'],
  ERR_VERIFICATION_FAILED: WORDS['fundingChecks.verificationFailed'],
  ERR_MAX_CHALLENGE_WITHDRAWAL_VERIFICATIONS: WORDS['fundingChecks.tooManyTries'],
  ERR_VERIFICATION_EXPIRED: WORDS['fundingChecks.verificationExpired'],
} as const;

export type BankLookup =
  | { ok: true; bankName: string }
  | { ok: false; code: 'ERR_INVALID_ROUTING_NUMBER' | 'ERR_BANK_NOT_FOUND' };

export function lookupBank(routingNumber: string): BankLookup {
  if (!isRoutingNumber(routingNumber)) return { ok: false, code: 'ERR_INVALID_ROUTING_NUMBER' };
  const bankName = BANKS[routingNumber];
  return bankName ? { ok: true, bankName } : { ok: false, code: 'ERR_BANK_NOT_FOUND' };
}

type FundingAnswer = {
  type?: unknown;
  paymentMethodNonce?: unknown;
  lastFour?: unknown;
  routingNumber?: unknown;
  accountNumber?: unknown;
  publicToken?: unknown;
  accountId?: unknown;
};

const refuse = (action: string, code: keyof typeof FUNDING_MESSAGES): HandlerOutcome => ({
  error: flowError(action, code, FUNDING_MESSAGES[code]),
});

/**
 * The two micro-deposits (or a challenged card's two charges) as the account holder's bank
 * would show them, in the outbox: a statement notice to the parent's email, the amounts in
 * `data` for journeys. The only way to learn them, as with a real bank.
 */
async function sendStatement(
  trx: Trx,
  now: Date,
  input: { userId: string; kind: 'checking' | 'debit'; last4: string; bankName?: string },
) {
  const user = await trx
    .selectFrom('users')
    .select('email')
    .where('id', '=', input.userId)
    .executeTakeFirst();
  if (!user?.email) return;
  const [first, second] = MICRO_DEPOSIT_DOLLARS;
  const date = now.toISOString().slice(0, 10);
  const account =
    input.kind === 'checking'
      ? `${input.bankName ?? 'Your bank'} checking ••••${input.last4}`
      : `Debit card ••••${input.last4}`;
  const line =
    input.kind === 'checking' ? 'HARBOR ACCTVERIFY DEPOSIT  +' : 'HARBOR CARDVERIFY CHARGE  -';
  await sendMessage(
    trx,
    { now: () => now },
    {
      channel: 'email',
      kind: 'statement',
      recipient: user.email,
      subject: `${account}: 2 new transactions`,
      body: [account, `${date}  ${line}${first}`, `${date}  ${line}${second}`].join('\n'),
      data: { amount1: first, amount2: second },
    },
  );
}

async function insertAccount(
  trx: Trx,
  values: {
    userId: string;
    type: 'checking' | 'debit' | 'instant';
    status: string;
    details: Record<string, unknown>;
    now: Date;
    micro: boolean;
  },
) {
  const id = newId('fa');
  await trx
    .insertInto('funding_accounts')
    .values({
      id,
      user_id: values.userId,
      type: values.type,
      status: values.status,
      details: values.details,
      micro_amount_1: values.micro ? MICRO_DEPOSIT_CENTS[0] : null,
      micro_amount_2: values.micro ? MICRO_DEPOSIT_CENTS[1] : null,
      expires_at: values.micro
        ? new Date(values.now.getTime() + FUNDING_RULES.microDepositLifetimeMs)
        : null,
      created_at: values.now,
    })
    .execute();
  return id;
}

const CARD_TYPES: ReadonlySet<NonceType> = new Set(['debit', 'apple_pay_card', 'android_pay_card']);

/** A payment method nonce the provider vaulted in the prepare phase; JSON cannot make one. */
class VaultedPaymentMethod {
  constructor(
    readonly type: NonceType,
    readonly outcome: NonceOutcome,
    readonly lastFour: string | undefined,
  ) {}
}

/** Braintree's vaultPaymentMethod for a nonce (server/sandbox/braintree-api.ts). */
export type VaultNonce = (nonce: string) => Promise<VaultedNonce>;

const nonceAnswer = (answer: FundingAnswer) =>
  NONCE_TYPES.includes(answer.type as NonceType)
    ? {
        type: answer.type as NonceType,
        nonce: String(answer.paymentMethodNonce ?? ''),
        lastFour: /^\d{4}$/.test(String(answer.lastFour)) ? String(answer.lastFour) : undefined,
      }
    : undefined;

/**
 * A card, wallet card, PayPal or Venmo account, by a nonce that was checked: the sandbox's
 * documented test-mode nonces (vocabulary/sandbox-cards), or one Braintree vaulted.
 * Approved, declined, or approved needing the two small charges (needsVerify; cards only).
 * Only the last four digits a wallet or card shows are kept.
 */
async function savePaymentMethod(
  trx: Trx,
  now: Date,
  name: string,
  userId: string,
  method: { type: NonceType; outcome: NonceOutcome; lastFour: string | undefined },
): Promise<HandlerOutcome> {
  const card = CARD_TYPES.has(method.type);
  if (method.outcome === 'decline')
    return refuse(name, card ? 'ERR_CARD_DECLINED' : 'ERR_PAYMENT_METHOD_DECLINED');
  const needsVerify = card && method.outcome === 'challenge';
  const last4 = method.lastFour ?? '0000';
  const id = await insertAccount(trx, {
    userId,
    type: card ? 'debit' : 'instant',
    status: needsVerify ? 'pending_verification' : 'active',
    details: { last4, paymentType: method.type },
    now,
    micro: needsVerify,
  });
  if (needsVerify) await sendStatement(trx, now, { userId, kind: 'debit', last4 });
  return {
    keep: { type: method.type, id, last4 },
    needsVerification: needsVerify,
    extras: [
      { action: 'set_instant_funding_account', needsVerify, funding: { id, type: method.type } },
    ],
  };
}

/**
 * set_funding_account: a debit card (approve, decline, or a two-amount challenge), an instant
 * bank link (public token from the Plaid-like sandbox) or a manual bank account (micro-deposits).
 * A card arrives as the provider's nonce, never its number; only the last four digits of a card
 * or account number are kept.
 */
export function setFundingAccount(
  verifyPublicToken: (token: string) => boolean,
  vaultNonce?: VaultNonce,
): QuestionHandler {
  const handler: QuestionHandler = async ({ trx, now, registration, question, value }) => {
    const userId = registration.user_id;
    if (!userId)
      return { error: flowError(question.name, 'ERR_INVALID_STATE', 'Create your account first.') };
    if (value instanceof VaultedPaymentMethod)
      return savePaymentMethod(trx, now, question.name, userId, value);
    const answer = (value ?? {}) as FundingAnswer;
    const method = nonceAnswer(answer);
    if (method) {
      // Under Braintree only a nonce vaulted in the prepare phase is saved: one that missed it
      // (the group moved under a concurrent answer) is asked again, never saved unchecked.
      if (vaultNonce)
        return { error: flowError(question.name, 'ERR_INVALID_STATE', SEND_NONCE_AGAIN) };
      // The sandbox issues only its documented test-mode nonces; any other is refused.
      const read = readSandboxNonce(method.nonce);
      if (!read || read.type !== method.type)
        return refuse(question.name, 'ERR_INVALID_PAYMENT_METHOD');
      return savePaymentMethod(trx, now, question.name, userId, { ...method, ...read });
    }
    if (answer.type === 'instant') {
      const token = String(answer.publicToken ?? '');
      const account = INSTANT_BANK_ACCOUNTS.find((a) => a.accountId === answer.accountId);
      if (!verifyPublicToken(token) || !account)
        return refuse(question.name, 'ERR_INVALID_PUBLIC_TOKEN');
      const id = await insertAccount(trx, {
        userId,
        type: 'instant',
        status: 'active',
        details: { mask: account.mask, name: account.name },
        now,
        micro: false,
      });
      return {
        keep: { type: 'instant', id, mask: account.mask },
        extras: [{ action: 'set_plaid_bank_account', funding: { id, type: 'instant' } }],
      };
    }
    if (answer.type === 'checking') {
      const routingNumber = String(answer.routingNumber ?? '');
      const accountNumber = String(answer.accountNumber ?? '');
      const bank = lookupBank(routingNumber);
      if (!bank.ok) return refuse(question.name, bank.code);
      if (!/^\d{4,17}$/.test(accountNumber))
        return refuse(question.name, 'ERR_INVALID_ACCOUNT_NUMBER');
      const id = await insertAccount(trx, {
        userId,
        type: 'checking',
        status: 'pending_verification',
        details: { bankName: bank.bankName, last4: accountNumber.slice(-4) },
        now,
        micro: true,
      });
      await sendStatement(trx, now, {
        userId,
        kind: 'checking',
        last4: accountNumber.slice(-4),
        bankName: bank.bankName,
      });
      return {
        keep: { type: 'checking', id, bankName: bank.bankName, last4: accountNumber.slice(-4) },
        needsVerification: true,
        extras: [
          {
            action: 'set_manual_bank_account',
            funding: { id, type: 'checking' },
            bankName: bank.bankName,
          },
        ],
      };
    }
    return refuse(question.name, 'ERR_INVALID_CARD');
  };
  if (vaultNonce) handler.prepare = vaultPrepared(vaultNonce);
  return handler;
}

const SEND_NONCE_AGAIN = 'Please add your payment method again.';

/**
 * PAYMENTS_PROVIDER=braintree: before the step's transaction opens (no network call while a
 * connection is held), Braintree vaults the nonce. A nonce it never issued, already used or
 * of another type than the answer says is refused, and nothing is saved.
 */
function vaultPrepared(vaultNonce: VaultNonce): AnswerPreparer {
  return async ({ question, value }) => {
    const method = nonceAnswer((value ?? {}) as FundingAnswer);
    if (!method) return { value };
    const vaulted = await vaultNonce(method.nonce);
    if (!vaulted.known || vaulted.type !== method.type) {
      const code = 'ERR_INVALID_PAYMENT_METHOD';
      return { error: flowError(question.name, code, FUNDING_MESSAGES[code]) };
    }
    return {
      value: new VaultedPaymentMethod(
        method.type,
        vaulted.declined ? 'decline' : 'approve',
        method.lastFour,
      ),
    };
  };
}

export type VerifyFundingResult =
  | { ok: true }
  | { ok: false; code: keyof typeof FUNDING_MESSAGES; message: string; attemptsRemaining: number };

/** Checks the two amounts (in dollars, as the screen takes them) of a card or micro-deposit. */
export async function verifyFundingAccount(
  db: Db,
  input: { userId: string; fundingAccountId: string; amount1: number; amount2: number; now: Date },
): Promise<VerifyFundingResult> {
  return db.transaction().execute(async (trx): Promise<VerifyFundingResult> => {
    const account = await trx
      .selectFrom('funding_accounts')
      .selectAll()
      .where('id', '=', input.fundingAccountId)
      .where('user_id', '=', input.userId)
      .forUpdate()
      .executeTakeFirst();
    const fail = (
      code: keyof typeof FUNDING_MESSAGES,
      attemptsRemaining: number,
    ): VerifyFundingResult => ({
      ok: false,
      code,
      message: FUNDING_MESSAGES[code],
      attemptsRemaining,
    });
    if (account?.status !== 'pending_verification') return fail('ERR_VERIFICATION_FAILED', 0);
    if (account.verify_attempts >= FUNDING_RULES.maxVerifyAttempts) {
      return fail('ERR_MAX_CHALLENGE_WITHDRAWAL_VERIFICATIONS', 0);
    }
    if (account.expires_at && account.expires_at <= input.now)
      return fail('ERR_VERIFICATION_EXPIRED', 0);
    const given = [Math.round(input.amount1 * 100), Math.round(input.amount2 * 100)].sort(
      (a, b) => a - b,
    );
    const expected = [account.micro_amount_1, account.micro_amount_2].sort(
      (a, b) => Number(a) - Number(b),
    );
    if (given[0] === expected[0] && given[1] === expected[1]) {
      await trx
        .updateTable('funding_accounts')
        .set({ status: 'active' })
        .where('id', '=', account.id)
        .execute();
      return { ok: true };
    }
    const attempts = account.verify_attempts + 1;
    await trx
      .updateTable('funding_accounts')
      .set({ verify_attempts: attempts })
      .where('id', '=', account.id)
      .execute();
    const left = FUNDING_RULES.maxVerifyAttempts - attempts;
    return fail(
      left === 0 ? 'ERR_MAX_CHALLENGE_WITHDRAWAL_VERIFICATIONS' : 'ERR_VERIFICATION_FAILED',
      left,
    );
  });
}
