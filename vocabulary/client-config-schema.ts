import * as z from 'zod/mini';
import { APP_ENVIRONMENTS, isFilled, isWebAddress } from './client-config';

// The client configuration's one definition. The server checks what it builds against it
// before writing the page (server/config.ts); the browser reads the meta tag by hand into the
// same type (parseClientConfig in client-config.ts), and a property test holds that reading to
// this schema. Browser code imports this module's types only: its schemas would put zod into the
// first screen.
const filled = z.string().check(z.refine(isFilled, 'must not be blank'));
const webAddress = z.string().check(z.refine(isWebAddress, 'must be an http(s) address'));

/** PAYMENTS_PROVIDER=braintree, its environment, and Google Pay's merchant id (production). */
const braintreeSettingsSchema = z.strictObject({
  provider: z.literal('braintree'),
  environment: z.enum(['sandbox', 'production']),
  googlePayMerchantId: z.optional(filled),
});
export type BraintreeSettings = z.infer<typeof braintreeSettingsSchema>;

export const clientConfigSchema = z.strictObject({
  appEnv: z.enum(APP_ENVIRONMENTS),
  /** Where the fallback error screen's 'Try again' goes (spec section 2). */
  providerHomeUrl: filled,
  /** Where the next-gen hand-off goes when the onboarding service names no address. */
  nextGenOnboardingUrl: z.optional(webAddress),
  /** Segment's analytics-next; unset: events go to the own server's track and identify. */
  segmentWriteKey: z.optional(filled),
  /** x-test-tracer for every call of this deployment (TEST_TRACER); ?testTracer= overrides it. */
  testTracer: z.optional(filled),
  /** Datadog browser RUM; unset: no monitoring SDK is loaded. */
  datadog: z.optional(
    z.strictObject({
      clientToken: filled,
      applicationId: filled,
      site: filled,
      proxy: z.optional(filled),
    }),
  ),
  /** The instant bank link: Plaid Link (BANK_LINK=plaid); unset: the sandbox's link. */
  bankLink: z.optional(z.literal('plaid')),
  /** Cards and wallets through Braintree; unset: the sandbox's test mode (flows/platform/payments). */
  payments: z.optional(braintreeSettingsSchema),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
