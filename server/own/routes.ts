import express, { type Router } from 'express';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { camelizeKeys } from '../http/casing';
import { parseWith } from '../http/validate';
import type { Logger } from '../logger';
import type { Clock } from '../sandbox/clock';
import { newId } from '../sandbox/secrets';
import { resolveToggles } from './toggles';

const id = z.string().min(1).max(200);
const traits = z.record(z.string().max(100), z.unknown()).optional();
const browserData = z.object({
  userId: id,
  browserData: z
    .object({
      ipAddresses: z.array(z.string().max(64)).max(10).optional(),
      deviceOs: z.string().max(100).optional(),
      browser: z.string().max(200).optional(),
      timeZone: z.string().max(100).optional(),
      language: z.string().max(50).optional(),
      currentResolution: z.string().max(50).optional(),
      plugins: z.array(z.string().max(200)).max(100).optional(),
      userAgent: z.string().max(1000).optional(),
      fonts: z.array(z.string().max(200)).max(500).optional(),
    })
    .default({}),
});
const browserDataLink = z.object({ userId: id, familyUid: id });
const subscribeSms = z.object({ userId: id, subscriptionType: z.string().min(1).max(60) });
const trackEvent = z.object({
  event: z.string().min(1).max(200),
  anonymousId: z.string().max(200).optional(),
  userId: z.string().max(200).optional(),
  properties: traits,
});
const identify = z.object({
  anonymousId: z.string().max(200).optional(),
  userId: z.string().max(200).optional(),
  traits,
});
const fetchToggles = z.object({ anonymousId: z.string().max(200).optional(), attributes: traits });

export type OwnDeps = { db: Db; clock: Clock; logger: Logger; config: Config };

/** The product's own endpoints of spec section 7 (/api/...). */
export function ownRouter(deps: OwnDeps): Router {
  const router = express.Router();
  const body = <S extends z.ZodType>(schema: S, req: express.Request): z.infer<S> =>
    parseWith(schema, camelizeKeys(req.body ?? {}));

  /** Records an event; a storage failure is logged and the caller is still answered. */
  const record = async (
    kind: string,
    payload: Record<string, unknown>,
    userId?: string,
    anonymousId?: string,
  ) => {
    try {
      await deps.db
        .insertInto('own_events')
        .values({
          id: newId('evt'),
          kind,
          user_id: userId ?? null,
          anonymous_id: anonymousId ?? null,
          payload,
          created_at: deps.clock.now(),
        })
        .execute();
    } catch (error) {
      deps.logger.warn({ err: error, kind }, 'event not recorded');
    }
  };

  router.post('/browser-data', async (req, res) => {
    const input = body(browserData, req);
    await record('browser-data', input.browserData, input.userId);
    res.status(202).json({ accepted: true });
  });
  router.post('/browser-data-link', async (req, res) => {
    const input = body(browserDataLink, req);
    await record('browser-data-link', { familyUid: input.familyUid }, input.userId);
    res.status(202).json({ accepted: true });
  });
  router.get('/kyc-failure-type', async (req, res) => {
    const identityId = typeof req.query.identityId === 'string' ? req.query.identityId : '';
    const registration = identityId
      ? await deps.db
          .selectFrom('registrations')
          .select('state')
          .where('user_id', '=', identityId)
          .executeTakeFirst()
      : undefined;
    const state = (registration?.state ?? {}) as {
      halted?: { code?: string };
      kycAttempts?: number;
    };
    // Spec section 8: without a known reason the answer is compliance_risk, max attempts exceeded.
    const failed = state.halted?.code === 'ERR_KYC_FAIL';
    res.json({
      failureReason: failed ? 'identity_not_verified' : 'compliance_risk',
      hasExceededMaxVerificationAttempts: failed || !registration,
    });
  });
  router.post('/subscribe-sms', async (req, res) => {
    const input = body(subscribeSms, req);
    await record('subscribe-sms', { subscriptionType: input.subscriptionType }, input.userId);
    res.json({ subscribed: true, subscriptionType: input.subscriptionType });
  });
  router.post('/track-custom-event', async (req, res) => {
    const input = body(trackEvent, req);
    // Property names only: values may be personal, and analytics here needs only the shape.
    await record(
      'track',
      { event: input.event, properties: Object.keys(input.properties ?? {}) },
      input.userId,
      input.anonymousId,
    );
    res.status(202).json({ accepted: true });
  });
  router.post('/identify-users', async (req, res) => {
    const input = body(identify, req);
    await record(
      'identify',
      { traits: Object.keys(input.traits ?? {}) },
      input.userId,
      input.anonymousId,
    );
    res.status(202).json({ accepted: true });
  });
  for (const path of ['/personas-link', '/personas-identify']) {
    router.post(path, async (req, res) => {
      const input = body(identify, req);
      await record(
        path.slice(1),
        { traits: Object.keys(input.traits ?? {}) },
        input.userId,
        input.anonymousId,
      );
      res.status(202).json({ accepted: true });
    });
  }
  router.get('/prove-redirect-uri', async (req, res) => {
    // Mock settings travel in headers (spec section 7): prove-mock-status success | failure.
    const status = req.get('prove-mock-status') === 'failure' ? 'failed' : 'success';
    const redirect = new URL('/', deps.config.publicBaseUrl);
    redirect.searchParams.set('proveStatus', status);
    res.json({ proveRedirectUri: redirect.toString(), mock: true });
  });
  router.post('/fetch-toggles', async (req, res) => {
    body(fetchToggles, req);
    res.json({ featureToggles: await resolveToggles(deps.config) });
  });
  return router;
}
