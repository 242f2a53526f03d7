import type { PaymentOption } from '../../vocabulary/domain';
import { PRODUCT_NAME } from '../../vocabulary/product';
import {
  sandboxCardNonce,
  sandboxCardOutcome,
  sandboxLastFourOutcome,
  sandboxNonce,
} from '../../vocabulary/sandbox-cards';
import {
  PaymentCancelled,
  type PaymentMethod,
  type PaymentsAdapter,
  ThreeDSecureFailed,
} from './payments';
import {
  applePayReady,
  GOOGLE_PAY_CARD,
  googlePayReady,
  isGoogleCancel,
  lastFourOf,
  type WalletWindow,
} from './wallet-apis';

/** How long the sandbox bank's 3-D Secure check stays open: long enough to be seen. */
const CHALLENGE_MS = 600;

/**
 * The sandbox's PayPal and Venmo window (server/sandbox/payments-page.ts): a page on our own
 * origin with Approve and Cancel, like the provider's approval pop-up.
 */
const SANDBOX_APPROVAL_PATH = '/sandbox/payments/approve';
const POLL_MS = 100;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new PaymentCancelled('The bank check was cancelled.'));
    });
  });

/** Opens the approval window and waits until it lands on its result or is closed. */
function approveInWindow(win: Window, option: 'paypal' | 'venmo'): Promise<PaymentMethod> {
  const popup = win.open(
    `${SANDBOX_APPROVAL_PATH}?option=${option}`,
    `sandbox-${option}`,
    'popup,width=420,height=560',
  );
  if (!popup) return Promise.reject(new PaymentCancelled('The window could not open.'));
  const type = option === 'paypal' ? 'paypal_account' : 'venmo_account';
  return new Promise((resolve, reject) => {
    const timer = win.setInterval(() => {
      let result: string | null = null;
      try {
        // Same origin: the window's address says how it ended.
        result = new URL(popup.location.href).searchParams.get('result');
      } catch {
        // Still loading.
      }
      if (result === 'approved') {
        win.clearInterval(timer);
        popup.close();
        resolve({ nonce: sandboxNonce(type, 'approve'), type });
      } else if (result === 'cancelled' || popup.closed) {
        win.clearInterval(timer);
        if (!popup.closed) popup.close();
        reject(new PaymentCancelled());
      }
    }, POLL_MS);
  });
}

function applePay(win: WalletWindow): Promise<PaymentMethod> {
  const Session = win.ApplePaySession;
  if (!Session) return Promise.reject(new PaymentCancelled('Apple Pay is not available.'));
  return new Promise((resolve, reject) => {
    const session = new Session(3, {
      countryCode: 'US',
      currencyCode: 'USD',
      supportedNetworks: ['visa', 'masterCard'],
      merchantCapabilities: ['supports3DS', 'supportsDebit'],
      total: { label: PRODUCT_NAME, amount: '0.00', type: 'pending' },
    });
    // The sandbox is its own merchant: nothing to validate with Apple.
    session.onvalidatemerchant = () => session.completeMerchantValidation({ sandbox: true });
    session.onpaymentauthorized = ({ payment }) => {
      const lastFour = lastFourOf(payment.token.paymentMethod.displayName) ?? '0000';
      session.completePayment(Session.STATUS_SUCCESS);
      const outcome = sandboxLastFourOutcome(lastFour);
      resolve({ nonce: sandboxNonce('apple_pay_card', outcome), type: 'apple_pay_card', lastFour });
    };
    session.oncancel = () => reject(new PaymentCancelled());
    session.begin();
  });
}

async function googlePay(win: WalletWindow): Promise<PaymentMethod> {
  const client = await googlePayReady(win, 'TEST');
  if (!client) throw new PaymentCancelled('Google Pay is not available.');
  try {
    const data = await client.loadPaymentData({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [
        {
          ...GOOGLE_PAY_CARD,
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters: { gateway: 'sandbox' },
          },
        },
      ],
      transactionInfo: { totalPriceStatus: 'NOT_CURRENTLY_KNOWN', currencyCode: 'USD' },
      merchantInfo: { merchantName: PRODUCT_NAME },
    });
    const lastFour = lastFourOf(data.paymentMethodData.info?.cardDetails) ?? '0000';
    const outcome = sandboxLastFourOutcome(lastFour);
    return { nonce: sandboxNonce('android_pay_card', outcome), type: 'android_pay_card', lastFour };
  } catch (error) {
    throw isGoogleCancel(error) ? new PaymentCancelled() : error;
  }
}

/**
 * The sandbox's test mode: the card's own fields are ours (the magic cards of
 * vocabulary/sandbox-cards become a nonce here, as a hosted field would make one), the
 * wallets use the browser's real wallet APIs where present, and PayPal and Venmo open the
 * sandbox's approval window.
 */
export function createSandboxPayments(win: Window): PaymentsAdapter {
  const wallets = win as WalletWindow;
  return {
    hostedFields: false,
    mountCardFields: async () => {},
    async usable(options) {
      const checks = await Promise.all(
        options.map(async (option): Promise<PaymentOption | undefined> => {
          if (option === 'applePay') return applePayReady(wallets) ? option : undefined;
          if (option === 'googlePay')
            return (await googlePayReady(wallets, 'TEST')) ? option : undefined;
          return option;
        }),
      );
      return checks.filter((option): option is PaymentOption => option !== undefined);
    },
    async tokenizeCard({ card, threeDSecure, onChallenge, signal }) {
      const number = card.cardNumber.replace(/\D/g, '');
      const lastFour = number.slice(-4);
      const outcome = sandboxCardOutcome(number);
      // Without the toggle the 3-D Secure cards are plain cards that approve.
      if (threeDSecure && (outcome === 'threeDSecurePassed' || outcome === 'threeDSecureFailed')) {
        onChallenge();
        await wait(CHALLENGE_MS, signal);
        if (outcome === 'threeDSecureFailed') throw new ThreeDSecureFailed();
      }
      return { nonce: sandboxCardNonce(number), type: 'debit', lastFour };
    },
    pay(option) {
      if (option === 'applePay') return applePay(wallets);
      if (option === 'googlePay') return googlePay(wallets);
      return approveInWindow(win, option);
    },
  };
}
