import * as applePayModule from 'braintree-web/apple-pay';
import * as clientModule from 'braintree-web/client';
import * as googlePaymentModule from 'braintree-web/google-payment';
import * as hostedFieldsModule from 'braintree-web/hosted-fields';
import * as paypalCheckoutModule from 'braintree-web/paypal-checkout';
import * as threeDSecureModule from 'braintree-web/three-d-secure';
import * as venmoModule from 'braintree-web/venmo';
import type { Catalogue } from '../../design-system/lib/text';
import { DEBIT_CARD_FIELD_IDS } from '../../design-system/screens/debit-card/debit-card-screen';
import type { BraintreeSettings } from '../../vocabulary/client-config';
import type { PaymentOption } from '../../vocabulary/domain';
import { DEBIT_CARD_EN, type DebitCardMessageId } from '../../vocabulary/messages/debit-card.en';
import { braintreeWallets } from './braintree-wallets';
import {
  CardFieldsInvalid,
  type PayButtonEvents,
  PaymentCancelled,
  type PaymentMethod,
  type PaymentsAdapter,
  ThreeDSecureFailed,
} from './payments';

// Saving a card moves no money: 3-D Secure checks it for a zero-value verification.
const VERIFY_AMOUNT = '0.00';

/** Braintree's "the person closed it" codes, across its components. */
const CANCEL_CODES = new Set([
  'VENMO_CANCELED',
  'VENMO_APP_CANCELED',
  'VENMO_CUSTOMER_CANCELED',
  'VENMO_DESKTOP_CANCELED',
  'THREEDS_CARDINAL_SDK_CANCELED',
  'THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT',
]);
const cancelled = (error: unknown) =>
  CANCEL_CODES.has(String((error as { code?: unknown } | null)?.code));

/** Hosted fields' keys, by the card form's field names (its error texts and ids). */
const FIELD_NAMES = {
  number: 'cardNumber',
  expirationDate: 'expiry',
  cvv: 'cvc',
  postalCode: 'zip',
} as const;

/** An empty or invalid hosted field is the page's own check, said at that field. */
function fieldsError(error: unknown): CardFieldsInvalid | undefined {
  const { code, details } = (error ?? {}) as {
    code?: string;
    details?: { invalidFieldKeys?: string[] };
  };
  if (code === 'HOSTED_FIELDS_FIELDS_EMPTY')
    return new CardFieldsInvalid(Object.values(FIELD_NAMES));
  if (code !== 'HOSTED_FIELDS_FIELDS_INVALID') return undefined;
  const keys = (details?.invalidFieldKeys ?? []).filter((key): key is keyof typeof FIELD_NAMES =>
    Object.hasOwn(FIELD_NAMES, key),
  );
  return new CardFieldsInvalid(keys.map((key) => FIELD_NAMES[key]));
}

/**
 * The hosted fields' ids and the labels their frames announce: the screen's own, in the page's
 * language (its messages; English where they have not come), since no catalogue reaches a frame.
 */
function fieldOptions(messages: Catalogue) {
  const say = (id: DebitCardMessageId) => (messages[id] as string | undefined) ?? DEBIT_CARD_EN[id];
  return {
    number: {
      container: `#${DEBIT_CARD_FIELD_IDS.cardNumber}`,
      internalLabel: say('debitCard.cardNumber'),
    },
    expirationDate: {
      container: `#${DEBIT_CARD_FIELD_IDS.expiry}`,
      internalLabel: say('debitCard.expiry'),
      placeholder: say('debitCard.expiryHint'),
    },
    cvv: { container: `#${DEBIT_CARD_FIELD_IDS.cvc}`, internalLabel: say('debitCard.cvc') },
    postalCode: { container: `#${DEBIT_CARD_FIELD_IDS.zip}`, internalLabel: say('debitCard.zip') },
  };
}

/**
 * Braintree through braintree-web: hosted fields for the card, so its number never
 * touches webreg's code; threeDSecure when challengeRequested3dsEnabled is on; applePay where
 * ApplePaySession.canMakePayments() says yes; googlePayment where Google Pay reports ready;
 * paypalCheckout (PayPal's own button) and venmo where Braintree says they work here. The
 * wallets and accounts are made in usable(), when the funding step shows, so pay() opens
 * them in the click's own turn.
 */
export async function createBraintreePayments(input: {
  authorization: string;
  settings: BraintreeSettings;
  win: Window;
}): Promise<PaymentsAdapter> {
  const client = await clientModule.create({ authorization: input.authorization });
  const wallets = braintreeWallets({
    client,
    modules: {
      applePay: applePayModule,
      googlePayment: googlePaymentModule,
      paypalCheckout: paypalCheckoutModule,
      venmo: venmoModule,
    },
    settings: input.settings,
    win: input.win,
  });
  let hostedFields: Promise<hostedFieldsModule.HostedFields> | undefined;
  let threeDSecure: Promise<threeDSecureModule.ThreeDSecure> | undefined;
  const open: Partial<Record<'applePay' | 'googlePay' | 'venmo', () => Promise<PaymentMethod>>> =
    {};
  let payPalButton: ((events: PayButtonEvents) => Promise<() => void>) | undefined;

  return {
    hostedFields: true,
    async usable(options) {
      const checks = await Promise.all(
        options.map(async (option): Promise<PaymentOption | undefined> => {
          try {
            if (option === 'paypal') payPalButton = await wallets.preparePayPal();
            else if (option === 'applePay') open.applePay = await wallets.prepareApplePay();
            else if (option === 'googlePay') open.googlePay = await wallets.prepareGooglePay();
            else open.venmo = await wallets.prepareVenmo();
          } catch {
            return undefined;
          }
          return (option === 'paypal' ? payPalButton : open[option]) ? option : undefined;
        }),
      );
      return checks.filter((option): option is PaymentOption => option !== undefined);
    },
    async mountCardFields(messages) {
      hostedFields = hostedFieldsModule.create({ client, fields: fieldOptions(messages) });
      await hostedFields;
    },
    async tokenizeCard({ threeDSecure: check, onChallenge, signal }) {
      if (!hostedFields) throw new Error('The card fields are not on the page yet.');
      const card = await (await hostedFields).tokenize().catch((error: unknown) => {
        throw fieldsError(error) ?? error;
      });
      const lastFour = card.details.lastFour;
      if (!check) return { nonce: card.nonce, type: 'debit', lastFour };
      threeDSecure ??= threeDSecureModule.create({ client, version: 2 });
      const secure = await threeDSecure;
      signal.addEventListener('abort', () => void secure.cancelVerifyCard().catch(() => {}));
      try {
        const verified = await secure.verifyCard({
          nonce: card.nonce,
          bin: card.details.bin,
          amount: VERIFY_AMOUNT,
          challengeRequested: true,
          onLookupComplete: (_data, next) => {
            onChallenge();
            next();
          },
        });
        if (verified.liabilityShiftPossible && !verified.liabilityShifted)
          throw new ThreeDSecureFailed();
        return { nonce: verified.nonce, type: 'debit', lastFour };
      } catch (error) {
        throw cancelled(error) ? new PaymentCancelled() : error;
      }
    },
    pay(option) {
      if (option === 'paypal')
        return Promise.reject(new Error('PayPal pays through its own button (renderPayButton).'));
      const start = open[option];
      if (!start) return Promise.reject(new PaymentCancelled(`${option} is not available.`));
      return start().catch((error: unknown) => {
        throw cancelled(error) ? new PaymentCancelled() : error;
      });
    },
    async renderPayButton(option, events) {
      if (option !== 'paypal' || !payPalButton) return () => {};
      return payPalButton(events);
    },
  };
}
