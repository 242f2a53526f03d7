import express, { type Router } from 'express';
import { toSnakeKey } from '../../../flows/services/contract/casing';
import {
  answerRequest,
  hasRegistrationRequest,
  initializeRequest,
  plaidLinkTokenRequest,
  queryQuery,
  queryWithParamsQuery,
  resolveErrorQuery,
  verifyInstantFundingRequest,
  verifyPromoCodeQuery,
} from '../../../flows/services/contract/registration';
import { openSandboxBankLink } from '../services/bank-link';
import type { SandboxDeps } from '../services/deps';
import {
  answer,
  complete,
  currentAnswers,
  hasRegistration,
  initialize,
  resolveError,
} from '../services/registration';
import {
  queryWithParams,
  query as runQuery,
  verifyPromoCode,
} from '../services/registration-queries';
import { bearer, body, localeOf, on, query, usPhoneNumber } from './request';

/** The registration service (base /api/v1/registration); calls carry the bearer token. */
export function registrationRouter(deps: SandboxDeps): Router {
  const router = express.Router();
  on(router, 'initialize', async (req, res) => {
    res.json(await initialize(deps, body('initialize', initializeRequest, req)));
  });
  on(router, 'answer', async (req, res) => {
    const input = body('answer', answerRequest, req);
    // Answers are keyed by question: the camelised key goes back to its snake_case name.
    const answers = Object.fromEntries(
      Object.entries(input.answers).map(([key, value]) => [toSnakeKey(key), value]),
    );
    res.json(
      await answer(deps, bearer(req), answers, {
        resolvesErrorId: input.resolvesErrorId,
        invitationBudget: deps.invitationBudget(req),
        locale: localeOf(req),
      }),
    );
  });
  on(router, 'complete', async (req, res) => {
    res.json(await complete(deps, bearer(req)));
  });
  on(router, 'resolveError', async (req, res) => {
    const { error_id: errorId } = query('resolveError', resolveErrorQuery, req);
    res.json(await resolveError(deps, bearer(req), errorId));
  });
  on(router, 'answers', async (req, res) => {
    res.json(await currentAnswers(deps, bearer(req)));
  });
  on(router, 'query', async (req, res) => {
    const { actionType } = query('query', queryQuery, req);
    res.json(await runQuery(deps, bearer(req), actionType));
  });
  on(router, 'queryWithParams', async (req, res) => {
    const { actionType } = query('queryWithParams', queryWithParamsQuery, req);
    const { params } =
      actionType === 'get_plaid_link_token'
        ? body('queryWithParams', plaidLinkTokenRequest, req)
        : body('queryWithParams', verifyInstantFundingRequest, req);
    res.json(await queryWithParams(deps, bearer(req), actionType, params));
  });
  on(router, 'verifyPromoCode', async (req, res) => {
    res.json(await verifyPromoCode(deps, query('verifyPromoCode', verifyPromoCodeQuery, req).code));
  });
  on(router, 'hasRegistration', async (req, res) => {
    const { phone } = body('hasRegistration', hasRegistrationRequest, req);
    res.json(await hasRegistration(deps, usPhoneNumber(phone, 'phone')));
  });
  // The Plaid-Link-like step: the link "opens" at once and hands a public token (an OAuth
  // bank's registration first gets the state its bank returns the page with).
  router.post('/sandbox/public-token', async (req, res) => {
    const input = (req.body ?? {}) as Record<string, unknown>;
    res.json(
      await openSandboxBankLink(deps, {
        linkToken: input.link_token ?? input.linkToken,
        receivedRedirectUri: input.received_redirect_uri ?? input.receivedRedirectUri,
      }),
    );
  });
  return router;
}
