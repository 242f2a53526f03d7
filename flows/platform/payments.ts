import type { Catalogue } from '../../design-system/lib/text';
import type { BraintreeSettings } from '../../vocabulary/client-config';
import type { PaymentOption } from '../../vocabulary/domain';
import type { NonceType } from '../../vocabulary/sandbox-cards';

/**
 * What a payment method hands back: the provider's one-time nonce for it, never a card number.
 * `lastFour` is what a statement shows (kept by the server; not sensitive).
 */
export type PaymentMethod = { nonce: string; type: NonceType; lastFour?: string };

/** The card as typed into the sandbox's own fields (hosted fields keep it out of our code). */
type CardDetails = { cardNumber: string; expiry: string; cvc: string; zip: string };

/** The person closed a wallet sheet, a PayPal or Venmo window, or the bank's check. */
export class PaymentCancelled extends Error {
  constructor(message = 'The payment window was closed.') {
    super(message);
    this.name = 'PaymentCancelled';
  }
}

/** The provider's hosted fields refused what was typed: the fields, by the page's names. */
export class CardFieldsInvalid extends Error {
  constructor(readonly fields: ReadonlyArray<keyof CardDetails>) {
    super('The card details are incomplete or invalid.');
    this.name = 'CardFieldsInvalid';
  }
}

/** The bank's 3-D Secure check was not passed: the card is not saved. */
export class ThreeDSecureFailed extends Error {
  constructor(message = 'The bank could not confirm the card.') {
    super(message);
    this.name = 'ThreeDSecureFailed';
  }
}

/** What the provider's own pay button reports (PayPal's, drawn into the funding choice). */
export type PayButtonEvents = {
  onApproved: (method: PaymentMethod) => void;
  onError: (error: unknown) => void;
};

/**
 * The payments port: the sandbox's test mode or Braintree, chosen by configuration.
 * Every method resolves with a nonce; the answer to set_funding_account carries only that.
 */
export type PaymentsAdapter = {
  /** True when the card fields are the provider's frames, mounted into the screen's slots. */
  readonly hostedFields: boolean;
  /** Of the options the toggles enable, those this browser and account can use. */
  usable(options: readonly PaymentOption[]): Promise<PaymentOption[]>;
  /**
   * Mounts the hosted fields into the screen's slots (Braintree), each frame announcing the
   * screen's label from the page's messages; nothing for the sandbox.
   */
  mountCardFields(messages: Catalogue): Promise<void>;
  /**
   * The card's nonce; with threeDSecure the bank may ask for its check first (`onChallenge`
   * opens the page's dialog, and `signal` aborts when the person cancels it).
   */
  tokenizeCard(input: {
    card: CardDetails;
    threeDSecure: boolean;
    onChallenge: () => void;
    signal: AbortSignal;
  }): Promise<PaymentMethod>;
  /**
   * Opens a wallet sheet or a PayPal / Venmo window; PaymentCancelled when closed. Called in
   * the click's synchronous part: it opens the sheet or window before it first awaits
   * (Safari refuses an ApplePaySession begun later), so what it needs is made in usable().
   */
  pay(option: PaymentOption): Promise<PaymentMethod>;
  /**
   * Draws the provider's own button for an option that runs only from it (PayPal's, under
   * Braintree) into the funding choice's slot, in place of Continue; resolves with its
   * removal. Absent, or a no-op for other options: pay() opens them.
   */
  renderPayButton?(option: PaymentOption, events: PayButtonEvents): Promise<() => void>;
};

/**
 * Loads the configured adapter in its own chunk, only on the funding step (braintree-web never
 * reaches the first screen). `authorization` is the client token of get_braintree_client_token.
 */
export async function loadPayments(
  settings: BraintreeSettings | undefined,
  authorization: string,
  win: Window,
): Promise<PaymentsAdapter> {
  if (settings?.provider === 'braintree') {
    const { createBraintreePayments } = await import('./braintree-payments');
    return createBraintreePayments({ authorization, settings, win });
  }
  const { createSandboxPayments } = await import('./sandbox-payments');
  return createSandboxPayments(win);
}
