import * as z from 'zod/mini';
import { id, text } from './fields';

/** The product's own server, base /api (spec section 7). */

const traits = z.optional(z.record(text(100), z.unknown()));
const strings = (maxItems: number, maxLength: number) =>
  z.array(text(maxLength)).check(z.maxLength(maxItems));

/**
 * What browser data, its link, custom events, identify and the personas calls answer.
 * @internal The client ignores the body; the contract test checks the server's answers.
 */
export const acceptedResponse = z.object({ accepted: z.optional(z.boolean()) });

/**
 * Spec: browserData (ip_addresses, deviceOs, browser, timeZone, language, currentResolution,
 * plugins, userAgent, fonts). ip_addresses is the spec's wire name; the sandbox camelises.
 */
export const browserDataRequest = z.object({
  userId: id,
  browserData: z._default(
    z.object({
      ip_addresses: z.optional(strings(10, 64)),
      deviceOs: z.optional(text(100)),
      browser: z.optional(text(200)),
      timeZone: z.optional(text(100)),
      language: z.optional(text(50)),
      currentResolution: z.optional(text(50)),
      plugins: z.optional(strings(100, 200)),
      userAgent: z.optional(text(1000)),
      fonts: z.optional(strings(500, 200)),
    }),
    {},
  ),
});
export const browserDataLinkRequest = z.object({ userId: id, familyUid: id });
export const kycFailureTypeQuery = z.object({ identityId: id });
/** A failed lookup defaults to compliance_risk with max attempts exceeded (section 8). */
export const kycFailureTypeResponse = z.object({
  failureReason: z.string(),
  hasExceededMaxVerificationAttempts: z.boolean(),
});

export const subscribeSmsRequest = z.object({
  userId: id,
  subscriptionType: text(60).check(z.minLength(1)),
});
export const subscribeSmsResponse = z.object({
  subscribed: z.optional(z.boolean()),
  subscriptionType: z.optional(z.string()),
});

export const trackCustomEventRequest = z.object({
  event: text(200).check(z.minLength(1)),
  anonymousId: z.optional(text(200)),
  userId: z.optional(text(200)),
  properties: traits,
});
export const identifyUsersRequest = z.object({
  anonymousId: z.optional(text(200)),
  userId: z.optional(text(200)),
  traits,
});
/** Mock settings travel in the prove-mock-status header (success | failure). */
export const proveRedirectUriResponse = z.object({
  proveRedirectUri: z.string(),
  mock: z.optional(z.boolean()),
});

export const fetchTogglesRequest = z.object({
  anonymousId: z.optional(text(200)),
  attributes: traits,
});
/** ipAddress (not shown in the spec): the client IP as the product's server sees it. */
export const fetchTogglesResponse = z.object({
  featureToggles: z.record(z.string(), z.unknown()),
  ipAddress: z.optional(z.string()),
});

/** Experimentation sync goes here: anonymousId, userId, traits (docs/decisions/011). */
export const personasLinkRequest = z.object({
  anonymousId: text(200).check(z.minLength(1)),
  userId: id,
  traits,
});
