import express, { type Router } from 'express';
import { camelizeKeys, toSnake } from '../../http/casing';
import { INSTANT_BANK_ACCOUNTS } from '../magic-values';
import { randomToken } from '../secrets';
import type { SandboxDeps } from '../services/deps';
import { ServiceError } from '../services/deps';
import {
  answer,
  complete,
  currentAnswers,
  hasRegistration,
  initialize,
  resolveError,
} from '../services/registration';
import { query, queryWithParams, verifyPromoCode } from '../services/registration-queries';
import { bearer, body, queryString } from './request';
import { answerBody, hasRegistrationBody, initializeBody, queryWithParamsBody } from './schemas';

/** The registration service (base /api/v1/registration); calls carry the bearer token. */
export function registrationRouter(deps: SandboxDeps): Router {
  const router = express.Router();
  router.post('/initialize', async (req, res) => {
    res.json(await initialize(deps, body(initializeBody, req)));
  });
  router.post('/answer', async (req, res) => {
    const { resolvesErrorId } = body(answerBody, req);
    // Answers are keyed by question name: snake_case whatever the client's casing (kba_1 must
    // not become kba1), while the values inside are read like any other body.
    const raw = (req.body as { answers: Record<string, unknown> }).answers;
    const answers = Object.fromEntries(
      Object.entries(raw).map(([key, value]) => [toSnake(key), camelizeKeys(value)]),
    );
    res.json(await answer(deps, bearer(req), answers, resolvesErrorId));
  });
  router.post('/complete', async (req, res) => {
    res.json(await complete(deps, bearer(req)));
  });
  router.put('/resolve-error', async (req, res) => {
    const errorId = queryString(req, 'error_id');
    if (!errorId) throw new ServiceError(400, 'ERR_INVALID_REQUEST', 'error_id is required.');
    res.json(await resolveError(deps, bearer(req), errorId));
  });
  router.get('/answers', async (req, res) => {
    res.json(await currentAnswers(deps, bearer(req)));
  });
  router.get('/query', async (req, res) => {
    res.json(await query(deps, bearer(req), queryString(req, 'actionType') ?? ''));
  });
  router.post('/query-with-params', async (req, res) => {
    const { params } = body(queryWithParamsBody, req);
    res.json(
      await queryWithParams(deps, bearer(req), queryString(req, 'actionType') ?? '', params),
    );
  });
  router.get('/verify-code', async (req, res) => {
    res.json(await verifyPromoCode(deps, queryString(req, 'code') ?? ''));
  });
  // The Plaid-Link-like step: in the sandbox the link "opens" at once and hands a public token.
  router.post('/sandbox/public-token', async (_req, res) => {
    res.json({ publicToken: `public-sandbox-${randomToken()}`, accounts: INSTANT_BANK_ACCOUNTS });
  });
  router.post('/has-registration', async (req, res) => {
    res.json(await hasRegistration(deps, body(hasRegistrationBody, req).phone));
  });
  return router;
}
