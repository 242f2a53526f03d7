import type { Page } from '@playwright/test';

/**
 * The browser's wallets as Safari and Google's pay.js present them, for Chromium, which has
 * neither. Apple Pay pays with the card whose sheet label is `appleCard` (its last four digits
 * pick the sandbox outcome); Google Pay is ready, and its sheet is closed by the person.
 *
 * Like Safari, the fake ApplePaySession refuses to be made or begun outside the synchronous
 * part of a user gesture's handler (InvalidAccessError): an `await` anywhere between the click
 * and begin() (a module loaded, a client token fetched, even an already settled promise)
 * resumes in a microtask after the handler returned, and fails here as it would in Safari.
 * Chromium's own transient activation lasts seconds, so it is checked too but proves little.
 */
export async function fakeWallets(page: Page, appleCard = 'Visa 3220') {
  await page.addInitScript((label) => {
    // Every listener of an event that can carry a user gesture is wrapped, so the fake knows
    // when it runs inside one (a trusted event's listener, before it returns) and when not.
    const GESTURE_EVENTS = new Set(['click', 'submit', 'keydown', 'keyup', 'mouseup', 'pointerup']);
    let inGesture = 0;
    const wrappers = new WeakMap<object, EventListener>();
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    EventTarget.prototype.addEventListener = function (type, listener, options) {
      if (!listener || !GESTURE_EVENTS.has(type)) return add.call(this, type, listener, options);
      let wrapper = wrappers.get(listener);
      if (!wrapper) {
        wrapper = function (this: EventTarget, event: Event) {
          if (event.isTrusted) inGesture += 1;
          try {
            if (typeof listener === 'function') listener.call(this, event);
            else listener.handleEvent(event);
          } finally {
            if (event.isTrusted) inGesture -= 1;
          }
        };
        wrappers.set(listener, wrapper);
      }
      return add.call(this, type, wrapper, options);
    };
    EventTarget.prototype.removeEventListener = function (type, listener, options) {
      const wrapper = listener ? wrappers.get(listener) : undefined;
      return remove.call(this, type, wrapper ?? listener, options);
    };
    const refusals: string[] = [];
    Object.assign(window, { applePayRefusals: refusals });
    const requireGesture = (what: string) => {
      if (inGesture > 0 && navigator.userActivation?.isActive !== false) return;
      refusals.push(what);
      throw new DOMException(`Must ${what} from a user gesture handler.`, 'InvalidAccessError');
    };

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
      constructor() {
        requireGesture('create a new ApplePaySession');
      }
      begin(this: Handlers) {
        requireGesture('begin an ApplePaySession');
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

/** What the fake ApplePaySession refused because it ran outside a gesture's handler. */
export const applePayRefusals = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as { applePayRefusals?: string[] }).applePayRefusals ?? []);
