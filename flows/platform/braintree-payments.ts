import * as applePayModule from 'braintree-web/apple-pay';
import * as clientModule from 'braintree-web/client';
import * as googlePaymentModule from 'braintree-web/google-payment';
import * as hostedFieldsModule from 'braintree-web/hosted-fields';
import * as threeDSecureModule from 'braintree-web/three-d-secure';
import * as venmoModule from 'braintree-web/venmo';
import { DEBIT_CARD_FIELD_IDS } from '../../design-system/screens/debit-card/debit-card-screen';
import type { BraintreeSettings } from '../rules/client-config';
import type { PaymentOption } from '../rules/domain';
import {
  CardFieldsInvalid,
  PaymentCancelled,
  type PaymentsAdapter,
  ThreeDSecureFailed,
} from './payments';
import {
  applePayReady,
  googlePayReady,
  isGoogleCancel,
  lastFourOf,
  type WalletWindow,
} from './wallet-apis';

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

/** Google's pay.js, which Google Pay's readiness and sheet need (the CSP allows its origin). */
const GOOGLE_PAY_JS = 'https://pay.google.com/gp/p/js/pay.js';

function loadScript(win: Window, src: string): Promise<void> {
  if (win.document.querySelector(`script[src="${src}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load.`));
    win.document.head.append(script);
  });
}

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

/** The hosted fields' ids and the labels their frames announce (the screen's own labels). */
const HOSTED_FIELDS = {
  number: { container: `#${DEBIT_CARD_FIELD_IDS.cardNumber}`, internalLabel: 'Card number' },
  expirationDate: {
    container: `#${DEBIT_CARD_FIELD_IDS.expiry}`,
    internalLabel: 'Expiry date',
    placeholder: 'MM / YY',
  },
  cvv: { container: `#${DEBIT_CARD_FIELD_IDS.cvc}`, internalLabel: 'Security code' },
  postalCode: { container: `#${DEBIT_CARD_FIELD_IDS.zip}`, internalLabel: 'Billing ZIP code' },
};

/**
 * Braintree through braintree-web (issue 14): hosted fields for the card, so its number never
 * touches webreg's code; threeDSecure when challengeRequested3dsEnabled is on; applePay where
 * ApplePaySession.canMakePayments() says yes; googlePayment where Google Pay reports ready;
 * venmo where Braintree says the browser can open it. Each component is made on first use.
 */
export async function createBraintreePayments(input: {
  authorization: string;
  settings: BraintreeSettings;
  win: Window;
}): Promise<PaymentsAdapter> {
  const win = input.win as WalletWindow;
  const client = await clientModule.create({ authorization: input.authorization });
  const googleEnvironment = input.settings.environment === 'production' ? 'PRODUCTION' : 'TEST';
  let hostedFields: Promise<hostedFieldsModule.HostedFields> | undefined;
  let threeDSecure: Promise<threeDSecureModule.ThreeDSecure> | undefined;
  let venmo: Promise<venmoModule.Venmo | undefined> | undefined;

  const makeVenmo = () => {
    venmo ??= venmoModule
      .create({ client, allowDesktop: true, paymentMethodUsage: 'multi_use' })
      .then((instance) => (instance.isBrowserSupported() ? instance : undefined))
      .catch(() => undefined);
    return venmo;
  };

  const applePay = async () => {
    const Session = win.ApplePaySession;
    if (!Session) throw new PaymentCancelled('Apple Pay is not available.');
    const instance = await applePayModule.create({ client });
    const request = instance.createPaymentRequest({
      total: { label: 'Family account', amount: '0.00', type: 'pending' },
      requiredBillingContactFields: ['postalAddress'],
    });
    return new Promise<Awaited<ReturnType<PaymentsAdapter['pay']>>>((resolve, reject) => {
      const session = new Session(3, request);
      session.onvalidatemerchant = (event) => {
        instance
          .performValidation({ validationURL: event.validationURL, displayName: 'Family account' })
          .then((merchantSession) => session.completeMerchantValidation(merchantSession))
          .catch((error: unknown) => {
            session.abort();
            reject(error);
          });
      };
      session.onpaymentauthorized = ({ payment }) => {
        instance
          .tokenize({ token: payment.token })
          .then((result) => {
            session.completePayment(Session.STATUS_SUCCESS);
            const lastFour = lastFourOf(payment.token.paymentMethod.displayName);
            resolve({
              nonce: result.nonce,
              type: 'apple_pay_card',
              ...(lastFour ? { lastFour } : {}),
            });
          })
          .catch((error: unknown) => {
            session.completePayment(Session.STATUS_FAILURE);
            reject(error);
          });
      };
      session.oncancel = () => reject(new PaymentCancelled());
      session.begin();
    });
  };

  const googlePay = async () => {
    const payments = await googlePayReady(win, googleEnvironment);
    if (!payments) throw new PaymentCancelled('Google Pay is not available.');
    const instance = await googlePaymentModule.create({
      client,
      googlePayVersion: 2,
      ...(input.settings.googlePayMerchantId
        ? { googleMerchantId: input.settings.googlePayMerchantId }
        : {}),
    });
    const request = instance.createPaymentDataRequest({
      transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'NOT_CURRENTLY_KNOWN' },
    });
    try {
      const data = await payments.loadPaymentData(request);
      const result = await instance.parseResponse(data);
      const lastFour =
        result.details.lastFour ?? lastFourOf(data.paymentMethodData.info?.cardDetails);
      return {
        nonce: result.nonce,
        type: 'android_pay_card' as const,
        ...(lastFour ? { lastFour } : {}),
      };
    } catch (error) {
      throw isGoogleCancel(error) ? new PaymentCancelled() : error;
    }
  };

  return {
    hostedFields: true,
    async usable(options) {
      const checks = await Promise.all(
        options.map(async (option): Promise<PaymentOption | undefined> => {
          const configuration = client.getConfiguration().gatewayConfiguration;
          if (option === 'applePay')
            return applePayReady(win) && configuration.applePayWeb ? option : undefined;
          if (option === 'googlePay') {
            if (!configuration.androidPay) return undefined;
            if (!win.google?.payments?.api)
              await loadScript(win, GOOGLE_PAY_JS).catch(() => undefined);
            return (await googlePayReady(win, googleEnvironment)) ? option : undefined;
          }
          if (option === 'venmo') return (await makeVenmo()) ? option : undefined;
          // PayPal's own button must sit on the page (its Smart Buttons): not offered yet.
          return undefined;
        }),
      );
      return checks.filter((option): option is PaymentOption => option !== undefined);
    },
    async mountCardFields() {
      hostedFields = hostedFieldsModule.create({ client, fields: HOSTED_FIELDS });
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
    async pay(option) {
      if (option === 'applePay') return applePay();
      if (option === 'googlePay') return googlePay();
      if (option === 'venmo') {
        const instance = await makeVenmo();
        if (!instance) throw new PaymentCancelled('Venmo is not available.');
        try {
          return { nonce: (await instance.tokenize()).nonce, type: 'venmo_account' };
        } catch (error) {
          throw cancelled(error) ? new PaymentCancelled() : error;
        }
      }
      throw new PaymentCancelled('PayPal is not offered through Braintree yet.');
    },
  };
}
