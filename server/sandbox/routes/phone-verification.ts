import express, { type Request, type Router } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import {
  confirmCodeRequest,
  sendPinRequest,
  voicePinRequest,
} from '../../../flows/services/contract/phone-verification';
import type { RateLimits } from '../../rate-limits';
import type { SandboxDeps } from '../services/deps';
import { confirmPin, sendPin } from '../services/phone';
import { body, localeOf, on, usPhoneNumber } from './request';

/**
 * The requester behind a PIN call: the client IP as Express sees it (X-Forwarded-For only from
 * TRUST_PROXY's proxies), an IPv6 address by its /56 as the per-IP limits count it.
 */
const clientOf = (req: Request): string => ipKeyGenerator(req.ip ?? '');

/**
 * Phone verification, mounted at both path variants (spec section 7: access management moves
 * it under /growth/api/v2/registration/). Per-IP limits sit on top of the per-phone limits.
 */
export function phoneVerificationRouter(deps: SandboxDeps, limits: RateLimits): Router {
  const router = express.Router();
  const send = limits.limit('pinSend');
  on(router, 'accessRequest', send, async (req, res) => {
    const input = body('accessRequest', sendPinRequest, req);
    res.json(
      await sendPin(deps, {
        ...input,
        phoneNumber: usPhoneNumber(input.phoneNumber),
        channel: 'sms',
        client: clientOf(req),
        locale: localeOf(req),
      }),
    );
  });
  on(router, 'verifyPhone', send, async (req, res) => {
    const input = body('verifyPhone', sendPinRequest, req);
    res.json(
      await sendPin(deps, {
        ...input,
        phoneNumber: usPhoneNumber(input.phoneNumber),
        channel: 'sms',
        client: clientOf(req),
        locale: localeOf(req),
      }),
    );
  });
  on(router, 'voicePin', send, async (req, res) => {
    const input = body('voicePin', voicePinRequest, req);
    res.json(
      await sendPin(deps, {
        ...input,
        phoneNumber: usPhoneNumber(input.phoneNumber),
        channel: 'voice',
        client: clientOf(req),
        locale: localeOf(req),
      }),
    );
  });
  on(router, 'confirmCode', limits.limit('pinVerify'), async (req, res) => {
    const input = body('confirmCode', confirmCodeRequest, req);
    res.json(
      await confirmPin(deps, {
        ...input,
        phoneNumber: usPhoneNumber(input.phoneNumber),
        client: clientOf(req),
      }),
    );
  });
  return router;
}
