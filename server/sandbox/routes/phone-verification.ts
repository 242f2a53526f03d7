import express, { type Router } from 'express';
import {
  accessRequestRequest,
  confirmCodeRequest,
  verifyPhoneRequest,
  voicePinRequest,
} from '../../../flows/services/contract/phone-verification';
import type { RateLimits } from '../../rate-limits';
import type { SandboxDeps } from '../services/deps';
import { confirmPin, sendPin } from '../services/phone';
import { body, on, usPhoneNumber } from './request';

/**
 * Phone verification, mounted at both path variants (spec section 7: access management moves
 * it under /growth/api/v2/registration/). Per-IP limits sit on top of the per-phone limits.
 */
export function phoneVerificationRouter(deps: SandboxDeps, limits: RateLimits): Router {
  const router = express.Router();
  const send = limits.limit('pinSend');
  on(router, 'accessRequest', send, async (req, res) => {
    const input = body('accessRequest', accessRequestRequest, req);
    res.json(
      await sendPin(deps, {
        ...input,
        phoneNumber: usPhoneNumber(input.phoneNumber),
        channel: 'sms',
      }),
    );
  });
  on(router, 'verifyPhone', send, async (req, res) => {
    const input = body('verifyPhone', verifyPhoneRequest, req);
    res.json(
      await sendPin(deps, {
        ...input,
        phoneNumber: usPhoneNumber(input.phoneNumber),
        channel: 'sms',
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
      }),
    );
  });
  on(router, 'confirmCode', limits.limit('pinVerify'), async (req, res) => {
    const input = body('confirmCode', confirmCodeRequest, req);
    res.json(await confirmPin(deps, { ...input, phoneNumber: usPhoneNumber(input.phoneNumber) }));
  });
  return router;
}
