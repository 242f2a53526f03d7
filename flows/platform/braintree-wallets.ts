import type * as applePayModule from 'braintree-web/apple-pay';
import type { Client } from 'braintree-web/client';
import type * as googlePaymentModule from 'braintree-web/google-payment';
import type * as paypalCheckoutModule from 'braintree-web/paypal-checkout';
import type * as venmoModule from 'braintree-web/venmo';
import { PROVIDER_BUTTON_ID } from '../../design-system/screens/funding-selector/funding-selector-screen';
import type { BraintreeSettings } from '../../vocabulary/client-config';
import { PRODUCT_NAME } from '../../vocabulary/product';
import { type PayButtonEvents, PaymentCancelled, type PaymentMethod } from './payments';
import {
  applePayReady,
  type GooglePaymentsClient,
  googlePayReady,
  isGoogleCancel,
  lastFourOf,
  type WalletWindow,
} from './wallet-apis';

/** What the Braintree adapter's wallets need from braintree-web (its modules, loaded with it). */
export type BraintreeModules = {
  applePay: typeof applePayModule;
  googlePayment: typeof googlePaymentModule;
  paypalCheckout: typeof paypalCheckoutModule;
  venmo: typeof venmoModule;
};

/** PayPal's JS SDK as paypalCheckout.loadPayPalSDK puts it on the page (window.paypal). */
type PayPalButtons = {
  isEligible(): boolean;
  render(container: string): Promise<void>;
  close?(): Promise<void>;
};
type PayPalWindow = WalletWindow & {
  paypal?: {
    Buttons(options: Record<string, unknown>): PayPalButtons;
    FUNDING: { PAYPAL: string };
  };
};

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

// What the wallets' own sheets name: the business, as Apple's and Google's guidelines ask for
// the total's label and the merchant, a name no language translates.
const WALLET_SHEET_NAME = PRODUCT_NAME;

/**
 * Braintree's wallets and accounts, each made while the funding step shows (usable), so that
 * pay() opens its sheet or window in the click's own turn: Safari refuses an ApplePaySession
 * begun after an await, and browsers block a window opened later. Each prepare resolves
 * undefined where the option cannot work here.
 */
export function braintreeWallets(input: {
  client: Client;
  modules: BraintreeModules;
  settings: BraintreeSettings;
  win: Window;
}) {
  const { client, modules } = input;
  const win = input.win as PayPalWindow;
  const configuration = () => client.getConfiguration().gatewayConfiguration;
  const googleEnvironment = input.settings.environment === 'production' ? 'PRODUCTION' : 'TEST';

  const prepareApplePay = async () => {
    const Session = win.ApplePaySession;
    if (!Session || !applePayReady(win) || !configuration().applePayWeb) return undefined;
    const instance = await modules.applePay.create({ client });
    const request = instance.createPaymentRequest({
      total: { label: WALLET_SHEET_NAME, amount: '0.00', type: 'pending' },
      requiredBillingContactFields: ['postalAddress'],
    });
    return (): Promise<PaymentMethod> =>
      new Promise((resolve, reject) => {
        // In the click's turn: Safari throws InvalidAccessError at any later point.
        const session = new Session(3, request);
        session.onvalidatemerchant = (event) => {
          instance
            .performValidation({
              validationURL: event.validationURL,
              displayName: WALLET_SHEET_NAME,
            })
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

  const prepareGooglePay = async () => {
    if (!configuration().androidPay) return undefined;
    if (!win.google?.payments?.api) await loadScript(win, GOOGLE_PAY_JS).catch(() => undefined);
    const payments: GooglePaymentsClient | undefined = await googlePayReady(win, googleEnvironment);
    if (!payments) return undefined;
    const instance = await modules.googlePayment.create({
      client,
      googlePayVersion: 2,
      ...(input.settings.googlePayMerchantId
        ? { googleMerchantId: input.settings.googlePayMerchantId }
        : {}),
    });
    const request = instance.createPaymentDataRequest({
      transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'NOT_CURRENTLY_KNOWN' },
    });
    return async (): Promise<PaymentMethod> => {
      try {
        const data = await payments.loadPaymentData(request);
        const result = await instance.parseResponse(data);
        const lastFour =
          result.details.lastFour ?? lastFourOf(data.paymentMethodData.info?.cardDetails);
        return { nonce: result.nonce, type: 'android_pay_card', ...(lastFour ? { lastFour } : {}) };
      } catch (error) {
        throw isGoogleCancel(error) ? new PaymentCancelled() : error;
      }
    };
  };

  const prepareVenmo = async () => {
    const instance = await modules.venmo
      .create({ client, allowDesktop: true, paymentMethodUsage: 'multi_use' })
      .catch(() => undefined);
    if (!instance?.isBrowserSupported()) return undefined;
    return async (): Promise<PaymentMethod> => ({
      nonce: (await instance.tokenize()).nonce,
      type: 'venmo_account',
    });
  };

  /**
   * PayPal through paypalCheckout: its vault flow runs only from PayPal's own button (the
   * JS SDK's Buttons, which loadPayPalSDK puts on the page), so it is drawn into the choice's
   * slot instead of being opened by Continue. Offered where PayPal says the button is eligible.
   */
  const preparePayPal = async () => {
    if (!configuration().paypalEnabled) return undefined;
    const instance = await modules.paypalCheckout.create({ client });
    await instance.loadPayPalSDK({ vault: true });
    const sdk = win.paypal;
    if (!sdk?.Buttons({ fundingSource: sdk.FUNDING.PAYPAL }).isEligible()) return undefined;
    return async (events: PayButtonEvents): Promise<() => void> => {
      const buttons = sdk.Buttons({
        fundingSource: sdk.FUNDING.PAYPAL,
        createBillingAgreement: () =>
          instance.createPayment({ flow: 'vault', billingAgreementDescription: WALLET_SHEET_NAME }),
        onApprove: (data: unknown) =>
          instance
            .tokenizePayment(data)
            .then((payload) => events.onApproved({ nonce: payload.nonce, type: 'paypal_account' }))
            .catch(events.onError),
        // Closing PayPal's window leaves the choice as it was: no error.
        onCancel: () => {},
        onError: events.onError,
      });
      await buttons.render(`#${PROVIDER_BUTTON_ID}`);
      return () => void buttons.close?.().catch(() => {});
    };
  };

  return { prepareApplePay, prepareGooglePay, prepareVenmo, preparePayPal };
}
