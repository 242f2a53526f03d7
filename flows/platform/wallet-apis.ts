/**
 * The browser's wallet APIs, as much of them as webreg uses (Apple's ApplePaySession and
 * Google's pay.js client). Both adapters ask them whether a wallet can work here.
 */
type ApplePaySessionLike = {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: ApplePayTokenLike } }) => void) | null;
  oncancel: (() => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
};
type ApplePayTokenLike = {
  paymentData?: unknown;
  paymentMethod: { displayName?: string; network?: string; type?: string };
  transactionIdentifier?: string;
};
type ApplePaySessionClass = {
  new (version: number, request: Record<string, unknown>): ApplePaySessionLike;
  canMakePayments(): boolean;
  supportsVersion?(version: number): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
};

export type GooglePaymentsClient = {
  isReadyToPay(request: Record<string, unknown>): Promise<{ result: boolean }>;
  loadPaymentData(request: Record<string, unknown>): Promise<GooglePaymentData>;
};
type GooglePaymentData = {
  paymentMethodData: {
    description?: string;
    info?: { cardNetwork?: string; cardDetails?: string };
    tokenizationData?: { type?: string; token?: string };
  };
};

export type WalletWindow = Window & {
  ApplePaySession?: ApplePaySessionClass;
  google?: {
    payments?: {
      api?: { PaymentsClient: new (options: { environment: string }) => GooglePaymentsClient };
    };
  };
};

/** Apple Pay can work where Safari says this device has a card for it. */
export function applePayReady(win: WalletWindow): boolean {
  try {
    return win.ApplePaySession?.canMakePayments() === true;
  } catch {
    // Outside a secure context canMakePayments throws: no Apple Pay there.
    return false;
  }
}

/** Google Pay's cards as Braintree and the sandbox take them. */
export const GOOGLE_PAY_CARD = {
  type: 'CARD',
  parameters: {
    allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
    allowedCardNetworks: ['VISA', 'MASTERCARD'],
  },
} as const;

/** Google Pay can work where pay.js is loaded and says the person is ready to pay. */
export async function googlePayReady(
  win: WalletWindow,
  environment: 'TEST' | 'PRODUCTION',
): Promise<GooglePaymentsClient | undefined> {
  const api = win.google?.payments?.api;
  if (!api) return undefined;
  try {
    const client = new api.PaymentsClient({ environment });
    const { result } = await client.isReadyToPay({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [GOOGLE_PAY_CARD],
    });
    return result ? client : undefined;
  } catch {
    return undefined;
  }
}

/** "Visa •••• 3220" or "MasterCard 0002": the last four digits a wallet shows. */
export const lastFourOf = (label: string | undefined): string | undefined =>
  /(\d{4})\s*$/.exec(label ?? '')?.[1];

/** Google Pay answers a closed sheet with statusCode CANCELED. */
export const isGoogleCancel = (error: unknown): boolean =>
  (error as { statusCode?: unknown } | null)?.statusCode === 'CANCELED';
