/**
 * The sandbox card provider's test mode (server/README.md, "Cards and wallets"), in the style of
 * Braintree's test cards and fake nonces. The sandbox payments adapter turns a magic card into
 * a nonce in the browser, as a hosted field would; the sandbox's set_funding_account reads the
 * outcome back from the nonce. No card number ever reaches the answer.
 */

/** Debit cards: outcome by number (any other valid number approves). */
export const SANDBOX_CARDS = {
  '4242424242424242': 'approve',
  '4000000000000002': 'decline',
  /** Approved, then confirmed with two small charges (needsVerify). */
  '4000000000003220': 'challenge',
  /** 3-D Secure (challengeRequested3dsEnabled): the bank's check is passed. */
  '4000000000001091': 'threeDSecurePassed',
  /** 3-D Secure: the bank's check fails, so the card is never saved. */
  '4000000000001109': 'threeDSecureFailed',
} as const;

type CardOutcome = (typeof SANDBOX_CARDS)[keyof typeof SANDBOX_CARDS];

/** What the server makes of a nonce: approve, decline, or approve needing the two amounts. */
export type NonceOutcome = 'approve' | 'decline' | 'challenge';

/** The instant funding account types a nonce becomes (spec section 3 and Braintree's names). */
export const NONCE_TYPES = [
  'debit',
  'apple_pay_card',
  'android_pay_card',
  'paypal_account',
  'venmo_account',
] as const;
export type NonceType = (typeof NONCE_TYPES)[number];

const outcomeOfCard = (outcome: CardOutcome | undefined): NonceOutcome =>
  outcome === 'decline' || outcome === 'challenge' ? outcome : 'approve';

/** The card a number names (spaces and dashes ignored); unknown numbers approve. */
export const sandboxCardOutcome = (cardNumber: string): CardOutcome | undefined =>
  SANDBOX_CARDS[cardNumber.replace(/[\s-]/g, '') as keyof typeof SANDBOX_CARDS];

/**
 * A wallet card's outcome follows the last four digits of the magic cards (a wallet shows only
 * those: "Visa 0002" declines, "Visa 3220" needs the two amounts).
 */
export function sandboxLastFourOutcome(lastFour: string): NonceOutcome {
  const card = Object.entries(SANDBOX_CARDS).find(([number]) => number.endsWith(lastFour));
  return outcomeOfCard(card?.[1]);
}

/** `sandbox-<type>-<outcome>-nonce`, e.g. sandbox-apple_pay_card-approve-nonce. */
export const sandboxNonce = (type: NonceType, outcome: NonceOutcome): string =>
  `sandbox-${type}-${outcome}-nonce`;

export const sandboxCardNonce = (cardNumber: string): string =>
  sandboxNonce('debit', outcomeOfCard(sandboxCardOutcome(cardNumber)));

/** The type and outcome a sandbox nonce carries, or undefined for anything else. */
export function readSandboxNonce(
  nonce: string,
): { type: NonceType; outcome: NonceOutcome } | undefined {
  const match = /^sandbox-([a-z_]+)-(approve|decline|challenge)-nonce$/.exec(nonce);
  const type = NONCE_TYPES.find((candidate) => candidate === match?.[1]);
  return match && type ? { type, outcome: match[2] as NonceOutcome } : undefined;
}
