/**
 * What the server tells the page about its deployment, in a meta tag of index.html (no inline
 * script, so the CSP stays 'self'). Write keys and client tokens are public by design. The
 * shape is client-config-schema.ts's; this module holds what the browser needs at run time
 * without zod (the first screen's budget has no room for it).
 */
export type { BraintreeSettings, ClientConfig } from './client-config-schema';

export const CLIENT_CONFIG_META = 'webreg-config';

/** Deployments by APP_ENV: spec section 9's monitoring environments, else dev. */
export const APP_ENVIRONMENTS = ['production', 'qa', 'staging', 'dev'] as const;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

/** A value the page may use: a string with something in it. */
export const isFilled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Only a web address may become a redirect target (never javascript: or data:). */
export function isWebAddress(value: unknown): value is string {
  if (!isFilled(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
