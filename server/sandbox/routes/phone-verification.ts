import express, { type Router } from 'express';
import type { RateLimits } from '../../rate-limits';
import type { SandboxDeps } from '../services/deps';
import { confirmPin, sendPin } from '../services/phone';
import { body } from './request';
import { confirmBody, sendPinBody, voicePinBody } from './schemas';

/**
 * Phone verification, mounted at both path variants (spec section 7: access management moves
 * it under /growth/api/v2/registration/). Per-IP limits sit on top of the per-phone limits.
 */
export function phoneVerificationRouter(deps: SandboxDeps, limits: RateLimits): Router {
  const router = express.Router();
  const send = limits.limit('pinSend');
  for (const path of ['/access-request', '/verify']) {
    router.post(path, send, async (req, res) => {
      res.json(await sendPin(deps, { ...body(sendPinBody, req), channel: 'sms' }));
    });
  }
  router.post('/voice-pin', send, async (req, res) => {
    res.json(await sendPin(deps, { ...body(voicePinBody, req), channel: 'voice' }));
  });
  router.put('/confirm', limits.limit('pinVerify'), async (req, res) => {
    res.json(await confirmPin(deps, body(confirmBody, req)));
  });
  return router;
}
