import type { Router } from 'express';
import express from 'express';
import {
  ACCESS_MANAGEMENT_PHONE_VERIFICATION_BASE,
  SERVICE_BASES,
} from '../../flows/services/contract/endpoints';
import { ABUSE_LIMIT_DEFAULTS, type AbuseLimits, type ServiceName } from '../config';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { BraintreeCredentials } from '../payments-config';
import type { RateLimits } from '../rate-limits';
import { upstreamProxy } from '../upstream-proxy';
import { vaultPaymentMethod } from './braintree-api';
import type { Clock } from './clock';
import { createHandlers } from './handlers';
import { invitationBudget } from './invitation-budget';
import { createTokens } from './jwt';
import { createLoginThrottle } from './login-throttle';
import { dummyHash, passwordWork, type ScryptCost } from './passwords';
import { createPinEngine } from './pins';
import { createResetTokens } from './reset-tokens';
import {
  familyRouter,
  identityRouter,
  investingRouter,
  onboardingRouter,
} from './routes/other-services';
import { phoneVerificationRouter } from './routes/phone-verification';
import { registrationRouter } from './routes/registration';
import { webRegistrationRouter } from './routes/web-registration';
import type { SandboxDeps } from './services/deps';
import { retryAfterOnBusy, workOfClient } from './work-limit';

export type SandboxOptions = {
  db: Db;
  clock: Clock;
  jwtKey: Uint8Array;
  publicBaseUrl: string;
  rateLimits: RateLimits;
  logger: Logger;
  serviceUrls: Partial<Record<ServiceName, string>>;
  toggles: () => Promise<Record<string, unknown>>;
  scryptCost?: ScryptCost | undefined;
  braintree?: BraintreeCredentials | undefined;
  abuseLimits?: AbuseLimits;
};

/**
 * Where each upstream service is served: the contract's bases (endpoints.ts). Order matters:
 * the specific bases come before the web registration service's /api/v1.
 */
const SERVICE_PATHS: Array<[ServiceName, string[]]> = [
  ['registration', [SERVICE_BASES.registration]],
  [
    'phoneVerification',
    [SERVICE_BASES.phoneVerification, ACCESS_MANAGEMENT_PHONE_VERIFICATION_BASE],
  ],
  ['identity', [SERVICE_BASES.identity]],
  ['onboarding', [SERVICE_BASES.onboarding]],
  ['family', [SERVICE_BASES.family]],
  ['investing', [SERVICE_BASES.investing]],
  ['webRegistration', [SERVICE_BASES.webRegistration]],
];

/** @internal */
export function createSandboxDeps(options: SandboxOptions): SandboxDeps {
  const { db, clock, braintree } = options;
  const tokens = createTokens(options.jwtKey, clock.now);
  const pepper = Buffer.from(options.jwtKey).toString('base64');
  const abuseLimits = options.abuseLimits ?? ABUSE_LIMIT_DEFAULTS;
  return {
    db,
    clock,
    logger: options.logger,
    tokens,
    pins: createPinEngine({ db, clock, pepper }),
    resetTokens: createResetTokens({
      db,
      clock,
      publicBaseUrl: options.publicBaseUrl,
      ...(options.scryptCost ? { scryptCost: options.scryptCost } : {}),
    }),
    handlers: createHandlers({
      tokens,
      publicBaseUrl: options.publicBaseUrl,
      toggles: options.toggles,
      ...(options.scryptCost ? { scryptCost: options.scryptCost } : {}),
      // Public tokens come from the sandbox's own Plaid-like link route.
      verifyPublicToken: (token) => token.startsWith('public-sandbox-'),
      ...(braintree ? { vaultNonce: (nonce: string) => vaultPaymentMethod(braintree, nonce) } : {}),
    }),
    ...(options.scryptCost ? { scryptCost: options.scryptCost } : {}),
    dummyPasswordHash: dummyHash(options.scryptCost),
    toggles: options.toggles,
    loginThrottle: createLoginThrottle(options.rateLimits, abuseLimits),
    invitationBudget: invitationBudget(options.rateLimits, abuseLimits),
    braintree: options.braintree,
  };
}

/** Every upstream: its sandbox, or a proxy to the real service when <SERVICE>_URL is set. */
export function upstreamRouter(options: SandboxOptions): Router {
  const deps = createSandboxDeps(options);
  const sandboxes: Record<ServiceName, () => Router> = {
    registration: () => registrationRouter(deps),
    phoneVerification: () => phoneVerificationRouter(deps, options.rateLimits),
    identity: () => identityRouter(deps, options.rateLimits),
    onboarding: () => onboardingRouter(deps),
    family: () => familyRouter(deps),
    investing: () => investingRouter(deps),
    webRegistration: () => webRegistrationRouter(deps, options.rateLimits),
  };
  const router = express.Router();
  // Password hashing shares its queue between client addresses (work-limit.ts).
  router.use(workOfClient);
  passwordWork.reportRefusalsTo((report) =>
    options.logger.warn(report, 'password work refused: the queue was full'),
  );
  for (const [service, paths] of SERVICE_PATHS) {
    const realUrl = options.serviceUrls[service];
    const handler = realUrl ? upstreamProxy(realUrl) : sandboxes[service]();
    for (const path of paths) router.use(path, handler);
  }
  router.use(retryAfterOnBusy);
  return router;
}
