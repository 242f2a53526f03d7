import express, { type Router } from 'express';
import { type Insertable, sql } from 'kysely';
import { DEFAULT_KYC_FAILURE } from '../../flows/rules/constants';
import {
  browserDataLinkRequest,
  browserDataRequest,
  fetchTogglesRequest,
  identifyUsersRequest,
  kycFailureTypeQuery,
  personasLinkRequest,
  subscribeSmsRequest,
  trackCustomEventRequest,
} from '../../flows/services/contract/own-server';
import { PROVE_MOCK_STATUS_HEADER, PROVE_RESULT_PARAM } from '../../flows/services/contract/prove';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { OwnEventsTable } from '../db/schema';
import type { Logger } from '../logger';
import { afterResponse } from '../sandbox/background';
import type { Clock } from '../sandbox/clock';
import { body, on, query } from '../sandbox/routes/request';
import { newId } from '../sandbox/secrets';
import { groupCommit } from './group-commit';
import type { TogglesCache } from './toggles';

export type OwnDeps = {
  db: Db;
  clock: Clock;
  logger: Logger;
  config: Config;
  toggles: TogglesCache;
};

/** How long analytics events wait to be written together (decision 072). */
const GATHER_MS = 100;

/**
 * Any number of events in one statement of one parameter (a JSON array), so every batch size
 * is the same statement: prepared once on PGlite, where a VALUES list per size would be one
 * prepared statement per size.
 */
async function insertEvents(db: Db, rows: Insertable<OwnEventsTable>[]): Promise<void> {
  await sql`
    insert into own_events (id, kind, user_id, anonymous_id, payload, created_at)
    select id, kind, user_id, anonymous_id, payload, created_at
    from jsonb_populate_recordset(null::own_events, ${JSON.stringify(rows)}::jsonb)
  `.execute(db);
}

/** The product's own endpoints of spec section 7 (/api/...). */
export function ownRouter(deps: OwnDeps): Router {
  const router = express.Router();

  const insert = (rows: Insertable<OwnEventsTable>[]) => insertEvents(deps.db, rows);
  // A subscription is stored before it is answered; analytics events are answered at once
  // (202 Accepted) and stored within GATHER_MS, many to a write.
  const stored = groupCommit(insert);
  const gathered = groupCommit(insert, { gatherMs: GATHER_MS });

  const event = (
    kind: string,
    payload: Record<string, unknown>,
    userId?: string,
    anonymousId?: string,
  ): Insertable<OwnEventsTable> => ({
    id: newId('evt'),
    kind,
    user_id: userId ?? null,
    anonymous_id: anonymousId ?? null,
    payload,
    created_at: deps.clock.now(),
  });
  const notRecorded = (kind: string) => (error: unknown) => {
    deps.logger.warn({ err: error, kind }, 'event not recorded');
  };
  /** Stores an event before the answer; a storage failure is logged and still answered. */
  const record = async (...args: Parameters<typeof event>) => {
    await stored(event(...args)).catch(notRecorded(args[0]));
  };
  /**
   * Stores an event after the answer, with the others of the next GATHER_MS. A shutdown waits
   * for it (settleBackground); a crash can lose that much.
   */
  const recordLater = (...args: Parameters<typeof event>) => {
    const row = event(...args);
    afterResponse(() => gathered(row), notRecorded(args[0]));
  };

  on(router, 'browserData', async (req, res) => {
    const input = body('browserData', browserDataRequest, req);
    recordLater('browser-data', input.browserData, input.userId);
    res.status(202).json({ accepted: true });
  });
  on(router, 'browserDataLink', async (req, res) => {
    const input = body('browserDataLink', browserDataLinkRequest, req);
    recordLater('browser-data-link', { familyUid: input.familyUid }, input.userId);
    res.status(202).json({ accepted: true });
  });
  on(router, 'kycFailureType', async (req, res) => {
    const { identityId } = query('kycFailureType', kycFailureTypeQuery, req);
    const registration = await deps.db
      .selectFrom('registrations')
      .select('state')
      .where('user_id', '=', identityId)
      .executeTakeFirst();
    const state = (registration?.state ?? {}) as {
      halted?: { code?: string };
      kycAttempts?: number;
    };
    // Spec section 8: without a known reason the answer is compliance_risk, max attempts exceeded.
    const failed = state.halted?.code === 'ERR_KYC_FAIL';
    res.json(
      failed
        ? { failureReason: 'identity_not_verified', hasExceededMaxVerificationAttempts: true }
        : registration
          ? {
              failureReason: DEFAULT_KYC_FAILURE.failureReason,
              hasExceededMaxVerificationAttempts: false,
            }
          : DEFAULT_KYC_FAILURE,
    );
  });
  on(router, 'subscribeSms', async (req, res) => {
    const input = body('subscribeSms', subscribeSmsRequest, req);
    await record('subscribe-sms', { subscriptionType: input.subscriptionType }, input.userId);
    res.json({ subscribed: true, subscriptionType: input.subscriptionType });
  });
  on(router, 'trackCustomEvent', async (req, res) => {
    const input = body('trackCustomEvent', trackCustomEventRequest, req);
    // Property names only: values may be personal, and analytics here needs only the shape.
    recordLater(
      'track',
      { event: input.event, properties: Object.keys(input.properties ?? {}) },
      input.userId,
      input.anonymousId,
    );
    res.status(202).json({ accepted: true });
  });
  on(router, 'identifyUsers', async (req, res) => {
    const input = body('identifyUsers', identifyUsersRequest, req);
    recordLater(
      'identify',
      { traits: Object.keys(input.traits ?? {}) },
      input.userId,
      input.anonymousId,
    );
    res.status(202).json({ accepted: true });
  });
  on(router, 'personasLink', async (req, res) => {
    const input = body('personasLink', personasLinkRequest, req);
    recordLater(
      'personas-link',
      { traits: Object.keys(input.traits ?? {}) },
      input.userId,
      input.anonymousId,
    );
    res.status(202).json({ accepted: true });
  });
  on(router, 'personasIdentify', async (req, res) => {
    const input = body('personasIdentify', identifyUsersRequest, req);
    recordLater(
      'personas-identify',
      { traits: Object.keys(input.traits ?? {}) },
      input.userId,
      input.anonymousId,
    );
    res.status(202).json({ accepted: true });
  });
  on(router, 'proveRedirectUri', async (req, res) => {
    // Mock settings travel in headers (spec section 7): prove-mock-status success | failure.
    // The sandbox has no carrier: the redirect goes straight to the final target, the page's
    // own root on whatever origin it was served from, with the result the header asked for.
    const status = req.get(PROVE_MOCK_STATUS_HEADER) === 'failure' ? 'failed' : 'success';
    res.json({ proveRedirectUri: `/?${PROVE_RESULT_PARAM}=${status}`, mock: true });
  });
  on(router, 'fetchToggles', async (req, res) => {
    body('fetchToggles', fetchTogglesRequest, req);
    // The page learns here the client IP as this server sees it (behind TRUST_PROXY's proxies,
    // the forwarded one): it sends it back as the client-ip-address header (section 7).
    const answer = await deps.toggles.answer();
    res.type('json').send(`{"ipAddress":${JSON.stringify(req.ip ?? '')},${answer.slice(1)}`);
  });
  return router;
}
