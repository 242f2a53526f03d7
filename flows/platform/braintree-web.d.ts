/**
 * The parts of braintree-web (which ships no types) that flows/platform/braintree-payments uses,
 * as its reference documents them (braintree.github.io/braintree-web).
 */
declare module 'braintree-web/client' {
  export type Client = {
    getConfiguration(): { gatewayConfiguration: Record<string, unknown> };
    teardown(): Promise<void>;
  };
  export function create(options: { authorization: string }): Promise<Client>;
}

declare module 'braintree-web/hosted-fields' {
  import type { Client } from 'braintree-web/client';
  export type HostedFieldsField = {
    container: string;
    placeholder?: string;
    internalLabel?: string;
    prefill?: string;
  };
  export type HostedFields = {
    tokenize(): Promise<{
      nonce: string;
      details: { bin: string; lastFour: string; cardType: string };
    }>;
    teardown(): Promise<void>;
  };
  export function create(options: {
    client: Client;
    fields: Record<string, HostedFieldsField>;
    styles?: Record<string, Record<string, string>>;
  }): Promise<HostedFields>;
}

declare module 'braintree-web/three-d-secure' {
  import type { Client } from 'braintree-web/client';
  export type ThreeDSecure = {
    verifyCard(options: {
      nonce: string;
      bin: string;
      amount: string;
      challengeRequested?: boolean;
      onLookupComplete: (data: unknown, next: () => void) => void;
    }): Promise<{
      nonce: string;
      liabilityShifted: boolean;
      liabilityShiftPossible: boolean;
      threeDSecureInfo?: { status?: string };
    }>;
    cancelVerifyCard(): Promise<unknown>;
    on(event: string, handler: (...args: unknown[]) => void): void;
  };
  export function create(options: { client: Client; version: 2 }): Promise<ThreeDSecure>;
}

declare module 'braintree-web/apple-pay' {
  import type { Client } from 'braintree-web/client';
  export type ApplePay = {
    merchantIdentifier: string;
    createPaymentRequest(request: Record<string, unknown>): Record<string, unknown>;
    performValidation(options: { validationURL: string; displayName: string }): Promise<unknown>;
    tokenize(options: { token: unknown }): Promise<{
      nonce: string;
      details: { cardType?: string; dpanLastTwo?: string; paymentInstrumentName?: string };
    }>;
  };
  export function create(options: { client: Client }): Promise<ApplePay>;
}

declare module 'braintree-web/google-payment' {
  import type { Client } from 'braintree-web/client';
  export type GooglePayment = {
    createPaymentDataRequest(overrides: Record<string, unknown>): Record<string, unknown>;
    parseResponse(paymentData: unknown): Promise<{
      nonce: string;
      details: { lastFour?: string; cardType?: string };
    }>;
  };
  export function create(options: {
    client: Client;
    googlePayVersion: 2;
    googleMerchantId?: string;
  }): Promise<GooglePayment>;
}

declare module 'braintree-web/paypal-checkout' {
  import type { Client } from 'braintree-web/client';
  export type PayPalCheckout = {
    loadPayPalSDK(options: Record<string, unknown>): Promise<unknown>;
    createPayment(options: Record<string, unknown>): Promise<string>;
    tokenizePayment(data: unknown): Promise<{ nonce: string }>;
  };
  export function create(options: { client: Client }): Promise<PayPalCheckout>;
}

declare module 'braintree-web/venmo' {
  import type { Client } from 'braintree-web/client';
  export type Venmo = {
    isBrowserSupported(): boolean;
    tokenize(): Promise<{ nonce: string; details: { username?: string } }>;
  };
  export function create(options: {
    client: Client;
    allowDesktop?: boolean;
    paymentMethodUsage?: 'multi_use' | 'single_use';
    mobileWebFallBack?: boolean;
  }): Promise<Venmo>;
}
