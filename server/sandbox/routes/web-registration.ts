import express, { type Router } from 'express';
import {
  bankNameParams,
  forgotPasswordRequest,
  loginRequest,
  microDepositDiscoveryRequest,
  phoneCheckRequest,
  preRegisteredUserParams,
  preRegisteredUserQuery,
  resetPasswordParams,
  resetPasswordRequest,
  validEmailQuery,
  verifyEmailRequest,
} from '../../../flows/services/contract/web-registration';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { parseWith } from '../../http/validate';
import type { RateLimits } from '../../rate-limits';
import { isEmail } from '../answer-rules';
import { verifyEmailLink } from '../email-verification';
import { FUNDING_MESSAGES, lookupBank } from '../funding';
import { sha256 } from '../secrets';
import { forgotPassword, login, resetPassword } from '../services/auth';
import { type SandboxDeps, ServiceError } from '../services/deps';
import { checkPhone } from '../services/phone';
import { completedRegistrationSummary } from '../services/registration-summary';
import { loadUserView } from '../users';
import { body, localeOf, on, query, sessionUserId, usPhoneNumber } from './request';

/** The invitations table's kinds whose token is a placeholder token (not email verification). */
const INVITATION_KINDS = ['parent', 'child', 'approver'] as const;

/** The web registration service (base /api/v1), snake_case on the wire. */
export function webRegistrationRouter(deps: SandboxDeps, limits: RateLimits): Router {
  const router = express.Router();

  on(router, 'phoneCheck', async (req, res) => {
    const input = body('phoneCheck', phoneCheckRequest, req);
    res.json(await checkPhone(deps, usPhoneNumber(input.phoneNumber)));
  });
  on(router, 'login', limits.limit('login'), async (req, res) => {
    const input = body('login', loginRequest, req);
    const phoneNumber = usPhoneNumber(input.phoneNumber);
    res.json(
      await deps.loginThrottle.attempt(phoneNumber, () => login(deps, { ...input, phoneNumber })),
    );
  });
  on(router, 'forgotPassword', limits.limit('passwordReset'), async (req, res) => {
    res.json(
      forgotPassword(deps, body('forgotPassword', forgotPasswordRequest, req).email, localeOf(req)),
    );
  });
  on(router, 'resetPassword', limits.limit('passwordReset'), async (req, res) => {
    const { userId } = parseWith(resetPasswordParams, req.params);
    const input = body('resetPassword', resetPasswordRequest, req);
    res.json(await resetPassword(deps, { ...input, userId }));
  });
  on(router, 'bankName', async (req, res) => {
    const { routingNumber } = parseWith(bankNameParams, req.params);
    const result = lookupBank(routingNumber);
    if (!result.ok) {
      const status = result.code === 'ERR_BANK_NOT_FOUND' ? 404 : 400;
      throw new ServiceError(status, result.code, FUNDING_MESSAGES[result.code]);
    }
    res.json({ bankName: result.bankName, routingNumber });
  });
  on(router, 'validEmail', async (req, res) => {
    const email = query('validEmail', validEmailQuery, req).email.trim();
    if (!isEmail(email))
      throw new ServiceError(400, 'ERR_INVALID_EMAIL', 'Please enter a valid email address.');
    // A common-typo correction is offered as emailCorrection (spec section 5).
    const corrected = email.replace(/@(gmial|gmal|gamil)\.com$/i, '@gmail.com');
    res.json({ valid: true, ...(corrected !== email ? { emailCorrection: corrected } : {}) });
  });
  on(router, 'user', async (req, res) => {
    const user = await loadUserView(deps.db, await sessionUserId(deps, req));
    if (!user) throw new ServiceError(401, 'ERR_UNAUTHORIZED', ERROR_MESSAGES.unableToValidateUser);
    res.json({ user });
  });
  on(router, 'registrationSummary', async (req, res) => {
    res.json({ summary: await completedRegistrationSummary(deps, await sessionUserId(deps, req)) });
  });
  on(router, 'preRegisteredUser', async (req, res) => {
    const { userId } = parseWith(preRegisteredUserParams, req.params);
    const { token } = query('preRegisteredUser', preRegisteredUserQuery, req);
    // Invitation kinds only: an email-verification link's token opens nothing but verify-email.
    const invitation = await deps.db
      .selectFrom('invitations')
      .innerJoin('users', 'users.id', 'invitations.invitee_user_id')
      .select(['users.id', 'users.role', 'users.next_register_step', 'users.phone_number'])
      .where('invitations.token_hash', '=', sha256(token))
      .where('invitations.kind', 'in', INVITATION_KINDS)
      .where('invitations.status', '=', 'pending')
      .where('invitations.expires_at', '>', deps.clock.now())
      .executeTakeFirst();
    // Spec section 4: a failed check or another user's id bounces the invited user.
    if (!invitation || invitation.id !== userId) {
      throw new ServiceError(404, 'ERR_INVALID_PLACEHOLDER_TOKEN', 'This invitation is not valid.');
    }
    // No session stands behind this call: only what the invitation screen reads (the id, and
    // the number the invitation was texted to, which its phone step shows) and what the spec
    // names, "preregisteredUser (role, nextRegisterStep)"; never the rest of the profile.
    const { role, next_register_step: nextRegisterStep, phone_number: phoneNumber } = invitation;
    res.json({
      user: { id: invitation.id, role, nextRegisterStep, phoneNumber },
      role,
      nextRegisterStep,
    });
  });
  on(router, 'verifyEmail', async (req, res) => {
    const input = body('verifyEmail', verifyEmailRequest, req);
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
  on(router, 'microDepositDiscovery', async (req, res) => {
    const input = body('microDepositDiscovery', microDepositDiscoveryRequest, req);
    const userId = await sessionUserId(deps, req);
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
