/**
 * Where each call of spec section 7 goes: service, HTTP method and path (Express-style
 * `:param` placeholders, so the sandbox mounts the same strings). This file imports no zod, so
 * a browser chunk can use paths without paying for schemas.
 */
export const SERVICES = [
  'registration',
  'webRegistration',
  'phoneVerification',
  'identity',
  'onboarding',
  'family',
  'investing',
  'own',
] as const;
export type ServiceName = (typeof SERVICES)[number];

/**
 * Default bases on the product's own origin (the sandbox serves every upstream there). Each
 * can be replaced by a full URL at runtime. Phone verification has two variants: access
 * management (a toggle) moves it under /growth/api/v2/registration/ (spec sections 6 and 7).
 */
export const SERVICE_BASES: Record<ServiceName, string> = {
  registration: '/api/v1/registration',
  webRegistration: '/api/v1',
  phoneVerification: '/api/v1/phone-verification',
  identity: '/api/v1/identity',
  onboarding: '/onboarding',
  family: '/v2/family',
  investing: '/v2/invest',
  own: '/api',
};
export const ACCESS_MANAGEMENT_PHONE_VERIFICATION_BASE = '/growth/api/v2/registration';

export const phoneVerificationBase = (accessManagement: boolean): string =>
  accessManagement ? ACCESS_MANAGEMENT_PHONE_VERIFICATION_BASE : SERVICE_BASES.phoneVerification;

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/** Which token goes in the Authorization header: registration calls carry one (section 6). */
export type Auth = 'registration' | 'user' | 'none';

export type Endpoint = {
  service: ServiceName;
  method: HttpMethod;
  path: string;
  auth: Auth;
};

const call = (service: ServiceName, method: HttpMethod, path: string, auth: Auth = 'none') =>
  ({ service, method, path, auth }) as const;

export const ENDPOINTS = {
  // Registration service
  initialize: call('registration', 'POST', '/initialize', 'registration'),
  answer: call('registration', 'POST', '/answer', 'registration'),
  complete: call('registration', 'POST', '/complete', 'registration'),
  resolveError: call('registration', 'PUT', '/resolve-error', 'registration'),
  answers: call('registration', 'GET', '/answers', 'registration'),
  query: call('registration', 'GET', '/query', 'registration'),
  queryWithParams: call('registration', 'POST', '/query-with-params', 'registration'),
  verifyPromoCode: call('registration', 'GET', '/verify-code/', 'registration'),
  hasRegistration: call('registration', 'POST', '/has-registration', 'registration'),
  // Web registration service
  login: call('webRegistration', 'POST', '/auth'),
  forgotPassword: call('webRegistration', 'POST', '/auth/forgot'),
  resetPassword: call('webRegistration', 'POST', '/auth/:userId/reset'),
  bankName: call('webRegistration', 'GET', '/bank/:routingNumber'),
  validEmail: call('webRegistration', 'GET', '/valid-email'),
  user: call('webRegistration', 'GET', '/user', 'user'),
  // The signed-in user's completed registration, for a login that lands on complete (decision 116).
  registrationSummary: call('webRegistration', 'GET', '/user/registration-summary', 'user'),
  preRegisteredUser: call('webRegistration', 'GET', '/user/:userId/pre-registered'),
  verifyEmail: call('webRegistration', 'POST', '/verify-email'),
  phoneCheck: call('webRegistration', 'POST', '/phone-check'),
  microDepositDiscovery: call('webRegistration', 'POST', '/micro-deposit-discovery', 'user'),
  // Phone verification (base depends on access management)
  accessRequest: call('phoneVerification', 'POST', '/access-request'),
  verifyPhone: call('phoneVerification', 'POST', '/verify'),
  voicePin: call('phoneVerification', 'POST', '/voice-pin'),
  confirmCode: call('phoneVerification', 'PUT', '/confirm'),
  // Identity service
  identityResetPassword: call('identity', 'POST', '/reset-password'),
  validateResetPasswordToken: call('identity', 'POST', '/validate-reset-password-token'),
  // Onboarding, family, investing
  onboardingInitialize: call('onboarding', 'POST', '/initialize'),
  pricingPlan: call('family', 'GET', '/pricing-plan', 'user'),
  acceptTerms: call('investing', 'POST', '/accept-terms-and-conditions', 'user'),
  // Product's own server
  browserData: call('own', 'POST', '/browser-data'),
  browserDataLink: call('own', 'POST', '/browser-data-link'),
  kycFailureType: call('own', 'GET', '/kyc-failure-type'),
  subscribeSms: call('own', 'POST', '/subscribe-sms'),
  trackCustomEvent: call('own', 'POST', '/track-custom-event'),
  identifyUsers: call('own', 'POST', '/identify-users'),
  proveRedirectUri: call('own', 'GET', '/prove-redirect-uri'),
  fetchToggles: call('own', 'POST', '/fetch-toggles'),
  // Experimentation sync: anonymousId, userId, traits, the same fields as personas-link, to
  // which it is sent (docs/decisions/011).
  personasLink: call('own', 'POST', '/personas-link'),
  personasIdentify: call('own', 'POST', '/personas-identify'),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

/** `/auth/:userId/reset` + { userId } -> `/auth/u%201/reset`; a missing value is an error. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The enhanced-debit features query on /answer (spec section 7). */
export const ENHANCED_DEBIT_FEATURES = 'enhanced_debit';

/** Common headers of most calls (spec section 7). */
export const COMMON_HEADERS = {
  clientIpAddress: 'client-ip-address',
  testTracer: 'x-test-tracer',
  anonymousId: 'segment-anonymous-id',
} as const;
