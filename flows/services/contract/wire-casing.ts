import type { EndpointName } from './endpoints';

/**
 * How each call's keys travel (spec section 7): bodies and queries to the web service
 * (registration and web registration, both under /api/v1) go out in snake_case, and every
 * response is read back through toCamel.
 *
 * The two identity submit endpoints are excepted both ways: identityResetPassword and
 * validateResetPasswordToken. They live under the web service's base but are served by the
 * identity service, which has its own fixed wire names (`url`, `device_id`, `password`, already
 * as the spec writes them) and answers in its own casing; the body is sent exactly as built and
 * the answer read exactly as sent, so neither side guesses at a conversion.
 *
 * Every other service (phone verification, onboarding, family, investing, the product's own
 * server) takes the camelCase the spec lists for it, as built; their answers are camelised.
 *
 * The sandbox mirrors this: toCamel on a snake body before validation, raw otherwise.
 */
export type WireCasing = {
  /** snake: toSnake before sending, toCamel before validating. asIs: the schema is the wire. */
  request: 'snake' | 'asIs';
  response: 'camel' | 'asIs';
};

const SNAKE: WireCasing = { request: 'snake', response: 'camel' };
const CAMEL: WireCasing = { request: 'asIs', response: 'camel' };
const AS_IS: WireCasing = { request: 'asIs', response: 'asIs' };

export const WIRE_CASING: Record<EndpointName, WireCasing> = {
  initialize: SNAKE,
  answer: SNAKE,
  complete: SNAKE,
  resolveError: SNAKE,
  answers: SNAKE,
  query: SNAKE,
  queryWithParams: SNAKE,
  verifyPromoCode: SNAKE,
  hasRegistration: SNAKE,
  login: SNAKE,
  forgotPassword: SNAKE,
  resetPassword: SNAKE,
  bankName: SNAKE,
  validEmail: SNAKE,
  user: SNAKE,
  registrationSummary: SNAKE,
  preRegisteredUser: SNAKE,
  verifyEmail: SNAKE,
  phoneCheck: SNAKE,
  microDepositDiscovery: SNAKE,
  accessRequest: CAMEL,
  verifyPhone: CAMEL,
  voicePin: CAMEL,
  confirmCode: CAMEL,
  identityResetPassword: AS_IS,
  validateResetPasswordToken: AS_IS,
  onboardingInitialize: CAMEL,
  pricingPlan: CAMEL,
  acceptTerms: CAMEL,
  browserData: CAMEL,
  browserDataLink: CAMEL,
  kycFailureType: CAMEL,
  subscribeSms: CAMEL,
  trackCustomEvent: CAMEL,
  identifyUsers: CAMEL,
  proveRedirectUri: CAMEL,
  fetchToggles: CAMEL,
  personasLink: CAMEL,
  personasIdentify: CAMEL,
};
