import { RETRY } from '../rules/constants';

/**
 * Retry policies of spec section 9 as wretch retry options. wretch counts `maxAttempts` as
 * retries after the first try, and waits `delayRamp(delayTimer, n)` before retry n.
 */
export type RetryPolicy = {
  maxAttempts: number;
  delayTimer: number;
  delayRamp: (delay: number, attempt: number) => number;
};

const constant = (delay: number) => delay;
const doubling = (delay: number, attempt: number) => delay * 2 ** (attempt - 1);

export const RETRY_POLICIES = {
  /** Terms call: 2 retries. */
  terms: { maxAttempts: RETRY.terms.retries, delayTimer: 500, delayRamp: constant },
  /** Analytics: 5 retries, 300 ms apart. */
  analytics: {
    maxAttempts: RETRY.analytics.retries,
    delayTimer: RETRY.analytics.delayMs,
    delayRamp: constant,
  },
  /** Pricing plan: back-off from 1000 ms, doubling. */
  pricingPlan: {
    maxAttempts: RETRY.pricingPlan.retries,
    delayTimer: RETRY.pricingPlan.initialDelayMs,
    delayRamp: doubling,
  },
  /** Experimentation sync: exponential back-off, capped. */
  experimentationSync: {
    maxAttempts: RETRY.experimentationSync.retries,
    delayTimer: RETRY.experimentationSync.initialDelayMs,
    delayRamp: (delay: number, attempt: number) =>
      Math.min(doubling(delay, attempt), RETRY.experimentationSync.maxDelayMs),
  },
} as const satisfies Record<string, RetryPolicy>;

/**
 * Retry a failed answer only when another try can help: a network failure, 408, 429 or a 5xx.
 * A 4xx is an answer about the request itself and a cancelled request is not retried.
 */
export function shouldStopRetrying(response?: Response, error?: Error): boolean {
  if (error) return error.name === 'AbortError' || error.name === 'TimeoutError';
  if (!response) return false;
  if (response.ok) return true;
  const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
  return !retryable;
}
