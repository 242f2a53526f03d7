import express, { type Router } from 'express';
import type { RateLimits } from '../../rate-limits';
import { isEmail } from '../answer-rules';
import { verifyEmailLink } from '../email-verification';
import { FUNDING_MESSAGES, lookupBank } from '../funding';
import { sha256 } from '../secrets';
import { forgotPassword, login, resetPassword } from '../services/auth';
import { type SandboxDeps, ServiceError } from '../services/deps';
import { checkPhone } from '../services/phone';
import { loadUserView } from '../users';
import { body, queryString, sessionUserId } from './request';
import {
  forgotBody,
  loginBody,
  microDepositDiscoveryBody,
  phoneCheckBody,
  resetBody,
  verifyEmailBody,
} from './schemas';

/** The web registration service (base /api/v1). */
export function webRegistrationRouter(deps: SandboxDeps, limits: RateLimits): Router {
  const router = express.Router();

  router.post('/phone-check', async (req, res) => {
    res.json(await checkPhone(deps, body(phoneCheckBody, req).phoneNumber));
  });
  router.post('/auth', limits.limit('login'), async (req, res) => {
    res.json(await login(deps, body(loginBody, req)));
  });
  router.post('/auth/forgot', limits.limit('passwordReset'), async (req, res) => {
    res.json(await forgotPassword(deps, body(forgotBody, req).email));
  });
  router.post('/auth/:userId/reset', limits.limit('passwordReset'), async (req, res) => {
    const input = body(resetBody, req);
    res.json(
      await resetPassword(deps, {
        userId: String(req.params.userId),
        token: input.token,
        newPassword: input.newPassword,
        verifyPassword: input.verifyPassword,
      }),
    );
  });
  router.get('/bank/:routingNumber', async (req, res) => {
    const result = lookupBank(String(req.params.routingNumber));
    if (!result.ok) {
      const status = result.code === 'ERR_BANK_NOT_FOUND' ? 404 : 400;
      throw new ServiceError(status, result.code, FUNDING_MESSAGES[result.code]);
    }
    res.json({ bankName: result.bankName, routingNumber: req.params.routingNumber });
  });
  router.get('/valid-email', async (req, res) => {
    const email = (queryString(req, 'email') ?? '').trim();
    if (!isEmail(email))
      throw new ServiceError(400, 'ERR_INVALID_EMAIL', 'Please enter a valid email address.');
    // A common-typo correction is offered as emailCorrection (spec section 5).
    const corrected = email.replace(/@(gmial|gmal|gamil)\.com$/i, '@gmail.com');
    res.json({ valid: true, ...(corrected !== email ? { emailCorrection: corrected } : {}) });
  });
  router.get('/user', async (req, res) => {
    const user = await loadUserView(deps.db, await sessionUserId(deps.tokens, req));
    if (!user)
      throw new ServiceError(401, 'ERR_UNAUTHORIZED', 'Unable to validate your user at this time.');
    res.json({ user });
  });
  router.get('/user/:userId/pre-registered', async (req, res) => {
    const token = queryString(req, 'token') ?? '';
    const invitation = await deps.db
      .selectFrom('invitations')
      .selectAll()
      .where('token_hash', '=', sha256(token))
      .where('status', '=', 'pending')
      .where('expires_at', '>', deps.clock.now())
      .executeTakeFirst();
    // Spec section 4: a failed check or another user's id bounces the invited user.
    if (!invitation || invitation.invitee_user_id !== req.params.userId) {
      throw new ServiceError(404, 'ERR_INVALID_PLACEHOLDER_TOKEN', 'This invitation is not valid.');
    }
    const user = await loadUserView(deps.db, invitation.invitee_user_id);
    res.json({ user, role: user?.role, nextRegisterStep: user?.nextRegisterStep });
  });
  router.post('/verify-email', async (req, res) => {
    const input = body(verifyEmailBody, req);
    const status = await verifyEmailLink(deps.db, { ...input, now: deps.clock.now() });
    if (status !== 'verified') {
      throw new ServiceError(
        400,
        'ERR_INVALID_EMAIL_TOKEN',
        'This link is invalid or has expired.',
        {
          emailVerificationStatus: status,
        },
      );
    }
    res.json({ emailVerificationStatus: status });
  });
  router.post('/micro-deposit-discovery', async (req, res) => {
    const input = body(microDepositDiscoveryBody, req);
    const userId = await sessionUserId(deps.tokens, req);
    const account = await deps.db
      .selectFrom('funding_accounts')
      .select(['id', 'status', 'expires_at'])
      .where('id', '=', input.fundingAccountId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!account) throw new ServiceError(404, 'ERR_NOT_FOUND', 'Not found.');
    res.json({
      fundingAccountId: account.id,
      status: account.status,
      expiresAt: account.expires_at?.toISOString() ?? null,
    });
  });
  return router;
}
