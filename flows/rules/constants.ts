/** Business constants and limits of spec section 9. */

export const PIN_LENGTH = 6;
export const MIN_AGE = 13;
export const AGE_LIMIT = 18;

/** Wallet minimum load and its display default; both fall back to 20 (section 9). */
export const MINIMUM_WALLET_LOAD = 20;
export const DISPLAY_MINIMUM_WALLET_LOAD = 20;

/** Local development HTTP timeout. */
export const HTTP_TIMEOUT_MS = 30_000;

/** Retry settings of section 9. */
export const RETRY = {
  /** Accept-terms call (investing service). */
  terms: { retries: 2 },
  /** Analytics calls: 5 retries, 300 ms apart. */
  analytics: { retries: 5, delayMs: 300 },
  /** Pricing-plan call: back-off from 1000 ms, doubling. */
  pricingPlan: { retries: 3, initialDelayMs: 1000, factor: 2 },
  /** Experimentation sync: exponential back-off (base and cap are ours: not shown). */
  experimentationSync: { retries: 4, initialDelayMs: 500, factor: 2, maxDelayMs: 8000 },
} as const;

/** Logging defaults: level debug, pretty-printing off. */
export const LOGGING_DEFAULTS = { level: 'debug', pretty: false } as const;

/** Flow ids that mark the credit-waitlist flows (section 6; 16 and 17 are listed too). */
export const CREDIT_WAITLIST_FLOW_IDS = ['parent_flow_6', 'parent_flow_11'] as const;

/** Registration error tracking (section 8). */
export const REGISTRATION_ERROR_EVENT = 'Registration Error Triggered';

/** A failed KYC failure-reason lookup defaults to this (section 8). */
export const DEFAULT_KYC_FAILURE = {
  failureReason: 'compliance_risk',
  hasExceededMaxVerificationAttempts: true,
} as const;
