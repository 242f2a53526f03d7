import * as z from 'zod/mini';
import { id, phoneNumber, role, text } from './fields';

/**
 * Identity service: the two submit endpoints whose wire is exactly the spec's names
 * (`device_id` included) in both directions: see wire-casing.ts.
 */
export const identityResetPasswordRequest = z.object({
  url: text(2048).check(z.minLength(1)),
  device_id: z.optional(text(200)),
  password: text(1024),
});
export const identityResetPasswordResponse = z.looseObject({
  action: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
});
export const validateResetPasswordTokenRequest = z.object({
  url: text(2048).check(z.minLength(1)),
});
export const validateResetPasswordTokenResponse = z.looseObject({
  valid: z.boolean(),
  userId: z.optional(z.string()),
});

/** Onboarding service: POST /onboarding/initialize (the next-gen onboarding of section 4). */
export const onboardingInitializeRequest = z.object({
  phoneNumber,
  deviceId: z.optional(text(200)),
  appOs: z.optional(text(40)),
  appVersion: z.optional(text(40)),
  legacyAccessToken: z.optional(text(4096)),
  role: z.optional(role),
  anonymousId: z.optional(text(200)),
  gclid: z.optional(text(200)),
  irclickid: z.optional(text(200)),
  stockRewards: z.optional(z.unknown()),
  utmSource: z.optional(text(200)),
});
/** Not shown: where the new onboarding continues, when the service says so. */
export const onboardingInitializeResponse = z.object({
  initialized: z.optional(z.boolean()),
  redirectUrl: z.optional(z.string()),
});

// Family service: GET /v2/family/pricing-plan answers the plan record (entities.ts).

/** Investing: POST /v2/invest/accept-terms-and-conditions?deviceId=; response not validated. */
export const acceptTermsQuery = z.object({ deviceId: id });
