import type { Page } from '@playwright/test';

/**
 * The browser's wallets as Safari and Google's pay.js present them, for Chromium, which has
 * neither. Apple Pay pays with the card whose sheet label is `appleCard` (its last four digits
 * pick the sandbox outcome); Google Pay is ready, and its sheet is closed by the person.
 */
export async function fakeWallets(page: Page, appleCard = 'Visa 3220') {
  await page.addInitScript((label) => {
    type Handlers = {
      onvalidatemerchant?: (event: { validationURL: string }) => void;
      onpaymentauthorized?: (event: unknown) => void;
    };
    class FakeApplePaySession {
      static STATUS_SUCCESS = 0;
      static STATUS_FAILURE = 1;
      static canMakePayments() {
        return true;
      }
      begin(this: Handlers) {
        setTimeout(() =>
          this.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/x' }),
        );
      }
      completeMerchantValidation(this: Handlers) {
        const paymentMethod = { displayName: label, network: 'Visa', type: 'debit' };
        const paymentData = { version: 'EC_v1', data: 'sandbox' };
        setTimeout(() =>
          this.onpaymentauthorized?.({ payment: { token: { paymentMethod, paymentData } } }),
        );
      }
      completePayment() {}
      abort() {}
    }
    class FakePaymentsClient {
      isReadyToPay() {
        return Promise.resolve({ result: true });
      }
      loadPaymentData(request: unknown) {
        // Kept for tests that check what the page asked Google for.
        const seen = window as unknown as { googlePayRequests?: unknown[] };
        seen.googlePayRequests = [...(seen.googlePayRequests ?? []), request];
        return Promise.reject({ statusCode: 'CANCELED' });
      }
    }
    Object.assign(window, {
      ApplePaySession: FakeApplePaySession,
      google: { payments: { api: { PaymentsClient: FakePaymentsClient } } },
    });
  }, appleCard);
}
