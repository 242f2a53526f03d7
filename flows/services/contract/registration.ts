import * as z from 'zod/mini';
import { REFERENCE_PATTERN } from '../../rules/confirmation-reference';
import { PROMO_CODE_STATUSES } from '../../rules/promo-code';
import { answerResponse, fundingAccount, user } from './entity-schemas';

import { id, phoneNumber, role, text, token } from './fields';

/**
 * Registration service, base /api/v1/registration (spec section 7). Keys are in the camelCase
 * view: the wire is snake_case (wire-casing.ts) and the server camelises before validating.
 */

export const initializeRequest = z.object({
  accessToken: token,
  uniqueId: z.optional(text(200)),
  role: z.optional(role),
  preregisteredUserId: z.optional(id),
  authToken: z.optional(text(4096)),
  dob: z.optional(text(10)),
  partnerSource: z.optional(text(100)),
  registrationId: z.optional(text(200)),
  isFcc: z.optional(z.boolean()),
  plan: z.optional(text(40)),
  /** Chooses a flow (parent_flow_6, parent_flow_11, 16, 17); the server picks one otherwise. */
  flowId: z.optional(text(60)),
});

export const answerRequest = z.object({
  questions: z.optional(z.array(text(100)).check(z.maxLength(20))),
  /** Keyed by question (setUserEmail, setPlan...): snake_case question names on the wire. */
  answers: z.record(text(100), z.unknown()),
  resolvesErrorId: z.optional(text(200)),
});

/**
 * What a completed registration set up, for its confirmation page and the apps' confirmation
 * message (docs/decisions/106): only a card's or account's last four digits and a bank's name,
 * the children's first names, and the reference the family quotes to support.
 */
const registrationSummary = z.object({
  reference: z.string().check(z.regex(REFERENCE_PATTERN)),
  completedAt: z.string(),
  /** The plan's title as the picker shows it (corePlanCopy names standard Core), and its fee. */
  plan: z.object({ pricingPlanName: z.string(), title: z.string(), monthlyFee: z.number() }),
  children: z.array(z.object({ firstName: z.string() })),
  funding: z.nullable(
    z.object({
      /** Spec section 3's funding account type: checking, debit or instant. */
      type: z.enum(['checking', 'debit', 'instant']),
      /** A wallet or PayPal/Venmo behind an instant account (the payment option's name). */
      paymentType: z.nullable(z.string()),
      last4: z.nullable(z.string().check(z.regex(/^\d{4}$/))),
      bankName: z.nullable(z.string()),
      /** Its two amounts (micro-deposits or a card's charges) are still to be entered. */
      needsVerification: z.boolean(),
    }),
  ),
  initialLoadAmount: z.nullable(z.number()),
});
export type RegistrationSummary = z.infer<typeof registrationSummary>;

/**
 * POST /complete: empty body, bearer token. The answer also names the user's next step, and
 * carries the summary so the confirmation page needs no second call.
 * @internal
 */
export const completeResponse = z.extend(answerResponse, {
  nextRegisterStep: z.optional(z.string()),
  user: z.optional(z.nullable(user)),
  completeUser: z.optional(z.boolean()),
  summary: z.optional(z.nullable(registrationSummary)),
});

/** PUT /resolve-error?error_id= (snake on the wire like every web-service query). */
/** PUT /resolve-error?error_id= (spec section 7 writes this one key in snake_case). */
export const resolveErrorQuery = z.object({ error_id: id });

/** @internal */
export const QUERY_ACTION_TYPES = [
  'get_braintree_client_token',
  'get_funding_accounts',
  'get_user',
  'get_initial_funding',
  // Ours, beside section 7's: the completed registration's summary (null until complete).
  'get_registration_summary',
] as const;
export type QueryActionType = (typeof QUERY_ACTION_TYPES)[number];
export const queryQuery = z.object({ actionType: z.enum(QUERY_ACTION_TYPES) });
const braintreeClientTokenResponse = z.object({ braintreeAccessToken: z.string() });
const fundingAccountsResponse = z.object({
  fundingAccounts: z._default(z.array(fundingAccount), []),
});
const getUserResponse = z.object({ user: z.nullable(user) });
export const initialFundingResponse = z.object({
  initialLoadAmount: z.optional(z.nullable(z.unknown())),
  minimumLoadAmount: z.optional(z.nullable(z.number())),
});
const registrationSummaryResponse = z.object({ summary: z.nullable(registrationSummary) });
/**
 * One response schema per actionType.
 * @internal
 */
export const queryResponses = {
  get_braintree_client_token: braintreeClientTokenResponse,
  get_funding_accounts: fundingAccountsResponse,
  get_user: getUserResponse,
  get_initial_funding: initialFundingResponse,
  get_registration_summary: registrationSummaryResponse,
} as const satisfies Record<QueryActionType, z.ZodMiniType>;

const QUERY_WITH_PARAMS_ACTION_TYPES = [
  'get_plaid_link_token',
  'verify_instant_funding_account',
] as const;
export const queryWithParamsQuery = z.object({
  actionType: z.enum(QUERY_WITH_PARAMS_ACTION_TYPES),
});
export const plaidLinkTokenRequest = z.object({
  params: z._default(z.object({ platform: z._default(text(20), 'web') }), { platform: 'web' }),
});
export const plaidLinkTokenResponse = z.object({
  plaidLinkToken: z.string(),
  accounts: z.optional(z.array(z.unknown())),
});
/** On the wire: params.instant_funding_account_id, amount_1, amount_2 (spec section 7). */
export const verifyInstantFundingRequest = z.object({
  params: z.object({
    instantFundingAccountId: id,
    amount_1: z.number().check(z.gte(0), z.lte(1)),
    amount_2: z.number().check(z.gte(0), z.lte(1)),
  }),
});
export const verifyInstantFundingResponse = z.object({
  verified: z.boolean(),
  needsVerification: z.optional(z.boolean()),
  attemptsRemaining: z.optional(z.number()),
});

/** GET /verify-code/?code=: a promo code and its state (REDEEMED or EARNED). */
export const verifyPromoCodeQuery = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(40)),
});
/** @internal */
export const verifyPromoCodeResponse = z.object({
  promoCode: z.string(),
  state: z.enum(PROMO_CODE_STATUSES),
  referralRewardValue: z.optional(z.nullable(z.union([z.number(), z.string()]))),
});

export const hasRegistrationRequest = z.object({ phone: phoneNumber });
/** @internal */
export const hasRegistrationResponse = z.object({ legacy: z.boolean(), nextGen: z.boolean() });

export type InitializeRequest = z.input<typeof initializeRequest>;
export type AnswerRequest = z.input<typeof answerRequest>;
export type CompleteResponse = z.infer<typeof completeResponse>;
export type VerifyPromoCodeResponse = z.infer<typeof verifyPromoCodeResponse>;
export type HasRegistrationResponse = z.infer<typeof hasRegistrationResponse>;
