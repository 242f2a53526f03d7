import type * as z from 'zod/mini';
import type { PricingPlanRecord } from './contract/entity-schemas';
import type {
  identityResetPasswordResponse,
  onboardingInitializeRequest,
  onboardingInitializeResponse,
  validateResetPasswordTokenResponse,
} from './contract/other-services';
import type { Http } from './http';
import { RETRY_POLICIES } from './retry-policies';

/** Identity service: the two submit endpoints, sent and read exactly as written. */
export type IdentityClient = ReturnType<typeof createIdentityClient>;

export function createIdentityClient(http: Http) {
  return {
    resetPassword: (body: { url: string; device_id?: string; password: string }) =>
      http<z.infer<typeof identityResetPasswordResponse>>('identityResetPassword', { body }),
    validateResetPasswordToken: (url: string) =>
      http<z.infer<typeof validateResetPasswordTokenResponse>>('validateResetPasswordToken', {
        body: { url },
      }),
  };
}

export function createOnboardingClient(http: Http) {
  return {
    initialize: (body: z.input<typeof onboardingInitializeRequest>) =>
      http<z.infer<typeof onboardingInitializeResponse>>('onboardingInitialize', { body }),
  };
}

/** Family service: the pricing plan, retried from 1000 ms doubling (section 9). */
export function createFamilyClient(http: Http) {
  return {
    pricingPlan: () =>
      http<PricingPlanRecord>('pricingPlan', { retry: RETRY_POLICIES.pricingPlan }),
  };
}

/**
 * Investing service: accept terms, 2 retries, response not validated, failure only logged
 * (section 7): the registration goes on whatever happens here.
 */
export function createInvestingClient(http: Http, log: (message: string, error: unknown) => void) {
  return {
    acceptTerms: async (deviceId: string): Promise<void> => {
      try {
        await http<unknown>('acceptTerms', { query: { deviceId }, retry: RETRY_POLICIES.terms });
      } catch (error) {
        log('accept-terms-and-conditions failed', error);
      }
    },
  };
}

export type OnboardingClient = ReturnType<typeof createOnboardingClient>;
export type FamilyClient = ReturnType<typeof createFamilyClient>;
export type InvestingClient = ReturnType<typeof createInvestingClient>;
