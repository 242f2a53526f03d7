import type * as z from 'zod/mini';
import { ENHANCED_DEBIT_FEATURES } from './contract/endpoints';
import type { AnswerResponse, FundingAccount, User } from './contract/entity-schemas';
import type {
  AnswerRequest,
  CompleteResponse,
  HasRegistrationResponse,
  InitializeRequest,
  initialFundingResponse,
  plaidLinkTokenResponse,
  QueryActionType,
  RegistrationSummary,
  VerifyPromoCodeResponse,
  verifyInstantFundingResponse,
} from './contract/registration';
import type { Http } from './http';

/**
 * Section 7: the features query for enhanced debit is added when the question set is
 * set_funding_account or a debit card is saved (and the enhancedDebit toggle is on).
 */
export function needsEnhancedDebitQuery(input: {
  enhancedDebit: boolean;
  questions: ReadonlyArray<string>;
  debitSaved: boolean;
}): boolean {
  return (
    input.enhancedDebit && (input.questions.includes('set_funding_account') || input.debitSaved)
  );
}

type QueryResults = {
  get_braintree_client_token: { braintreeAccessToken: string };
  get_funding_accounts: { fundingAccounts: FundingAccount[] };
  get_user: { user: User | null };
  get_initial_funding: z.infer<typeof initialFundingResponse>;
  get_registration_summary: { summary: RegistrationSummary | null };
};

/** Registration service client (base /api/v1/registration); every call carries a bearer token. */
export function createRegistrationClient(http: Http) {
  // Section 5: "A promo code check cancels any earlier in-flight check."
  let promoCheck: AbortController | undefined;

  return {
    initialize: (body: InitializeRequest) => http<AnswerResponse>('initialize', { body }),

    answer: (body: AnswerRequest, options: { enhancedDebit?: boolean } = {}) =>
      http<AnswerResponse>('answer', {
        body,
        ...(options.enhancedDebit ? { query: { features: ENHANCED_DEBIT_FEATURES } } : {}),
      }),

    complete: () => http<CompleteResponse>('complete'),

    resolveError: (errorId: string) =>
      http<AnswerResponse>('resolveError', { query: { error_id: errorId } }),

    answers: () => http<AnswerResponse>('answers'),

    query: <A extends QueryActionType>(actionType: A) =>
      http<QueryResults[A]>('query', { query: { actionType } }),

    plaidLinkToken: (platform = 'web') =>
      http<z.infer<typeof plaidLinkTokenResponse>>('queryWithParams', {
        query: { actionType: 'get_plaid_link_token' },
        body: { params: { platform } },
      }),

    verifyInstantFundingAccount: (input: {
      instantFundingAccountId: string;
      amount1: number;
      amount2: number;
    }) =>
      http<z.infer<typeof verifyInstantFundingResponse>>('queryWithParams', {
        query: { actionType: 'verify_instant_funding_account' },
        body: {
          params: {
            instantFundingAccountId: input.instantFundingAccountId,
            amount_1: input.amount1,
            amount_2: input.amount2,
          },
        },
      }),

    /** Rejects with an AbortError when a newer check replaces this one (isAbortError). */
    verifyPromoCode: (code: string) => {
      promoCheck?.abort();
      const controller = new AbortController();
      promoCheck = controller;
      return http<VerifyPromoCodeResponse>('verifyPromoCode', {
        query: { code },
        signal: controller.signal,
      }).finally(() => {
        if (promoCheck === controller) promoCheck = undefined;
      });
    },

    hasRegistration: (phone: string) =>
      http<HasRegistrationResponse>('hasRegistration', { body: { phone } }),
  };
}

export type RegistrationClient = ReturnType<typeof createRegistrationClient>;
