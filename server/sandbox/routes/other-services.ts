import express, { type Router } from 'express';
import {
  acceptTermsQuery,
  identityResetPasswordRequest,
  onboardingInitializeRequest,
  validateResetPasswordTokenRequest,
} from '../../../flows/services/contract/other-services';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import type { RateLimits } from '../../rate-limits';
import { CREDIT_WAITLIST_FLOWS } from '../flows/definitions';
import { newId } from '../secrets';
import { resetPasswordByUrl, validateResetUrl } from '../services/auth';
import { type SandboxDeps, ServiceError } from '../services/deps';
import { findUser } from '../users';
import { body, on, query, sessionUserId, usPhoneNumber } from './request';

/**
 * Identity service: reset password by link (spec section 7). Per-IP limits like the web
 * service's reset: a reset shares the passwordReset count, a link check has its own.
 */
export function identityRouter(deps: SandboxDeps, limits: RateLimits): Router {
  const router = express.Router();
  on(router, 'identityResetPassword', limits.limit('passwordReset'), async (req, res) => {
    const input = body('identityResetPassword', identityResetPasswordRequest, req);
    res.json(await resetPasswordByUrl(deps, { url: input.url, password: input.password }));
  });
  on(router, 'validateResetPasswordToken', limits.limit('resetLinkCheck'), async (req, res) => {
    const { url } = body('validateResetPasswordToken', validateResetPasswordTokenRequest, req);
    res.json(await validateResetUrl(deps, url));
  });
  return router;
}

/**
 * Onboarding service: POST /onboarding/initialize. The sandbox has no separate next-gen
 * product, so initialising records the attempt and hands back the legacy flow to continue in.
 */
export function onboardingRouter(deps: SandboxDeps): Router {
  const router = express.Router();
  on(router, 'onboardingInitialize', async (req, res) => {
    const input = body('onboardingInitialize', onboardingInitializeRequest, req);
    usPhoneNumber(input.phoneNumber);
    await deps.db
      .insertInto('own_events')
      .values({
        id: newId('evt'),
        kind: 'onboarding-initialize',
        anonymous_id: input.anonymousId ?? null,
        user_id: null,
        payload: {
          role: input.role ?? null,
          appOs: input.appOs ?? null,
          utmSource: input.utmSource ?? null,
        },
        created_at: deps.clock.now(),
      })
      .execute();
    res.json({ initialized: true, flowIds: CREDIT_WAITLIST_FLOWS });
  });
  return router;
}

/** Family service: GET /v2/family/pricing-plan, the pricing plan record of spec section 3. */
export function familyRouter(deps: SandboxDeps): Router {
  const router = express.Router();
  on(router, 'pricingPlan', async (req, res) => {
    const user = await findUser(deps.db, await sessionUserId(deps, req));
    if (!user) throw new ServiceError(404, 'ERR_NOT_FOUND', ERROR_MESSAGES.currentPricingPlan);
    const plan = user.pricing_plan;
    res.json({
      current: plan.current ?? null,
      effectiveAt: plan.effectiveAt ?? null,
      pending: plan.pending ?? null,
      pendingPlanChangeProcessingDate: plan.pendingPlanChangeProcessingDate ?? null,
      nextBillingDate: plan.nextBillingDate ?? null,
      mobileProtectionStartDate: plan.mobileProtectionStartDate ?? null,
    });
  });
  return router;
}

/** Investing service: POST /v2/invest/accept-terms-and-conditions?deviceId=. */
export function investingRouter(deps: SandboxDeps): Router {
  const router = express.Router();
  on(router, 'acceptTerms', async (req, res) => {
    const userId = await sessionUserId(deps, req);
    const { deviceId } = query('acceptTerms', acceptTermsQuery, req);
    await deps.db
      .insertInto('own_events')
      .values({
        id: newId('evt'),
        kind: 'accept-terms',
        user_id: userId,
        anonymous_id: null,
        payload: { deviceId },
        created_at: deps.clock.now(),
      })
      .execute();
    res.status(204).end();
  });
  return router;
}
