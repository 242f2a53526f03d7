import type { Role } from '../../vocabulary/domain';
import type { AnswerResponse, Extra, FlowError, User } from '../model/entities';
import {
  identityErrorMessage,
  isDuplicateEmailMessage,
  isPartialIdentityError,
  KYC_CODES,
} from '../rules/error-codes';
import { type NextStep, toNextStep } from '../rules/next-steps';
import { type Effect, failure, type StepChanges } from './changes';
import { fundingFromExtra } from './funding-flow';
import { KBA_FORM } from './kba_1/rule';
import { completionTracking, isPlaceholderComplete } from './role-rules';
import { IDENTITY_FORM } from './verify_identity/rule';

export type AnswerContext = {
  role: Role | null;
  /** The plan chosen (setPlan.pricingPlanName) or the default. */
  plan: string | null;
  toggles: {
    planChangesTerms: boolean;
    enableCorePriceChange: boolean;
    approverPlaceholderComplete?: boolean;
  };
  /** The questions on screen when the answer went (what the response moves on from). */
  shownQuestions?: readonly string[];
};

const IDENTITY_QUESTION = IDENTITY_FORM;

/**
 * Section 7: the investing terms are accepted "when registration reaches verify_identity with a
 * non-standard plan and plan terms enabled": once, as the identity question comes up; not
 * after the identity answer, whose outcome (pass or fail) says nothing about the terms.
 */
const reachesIdentityWithTerms = (response: AnswerResponse, context: AnswerContext): boolean =>
  response.nextQuestions.some((question) => question.name === IDENTITY_QUESTION) &&
  !context.shownQuestions?.includes(IDENTITY_QUESTION) &&
  context.toggles.planChangesTerms &&
  Boolean(context.plan) &&
  context.plan !== 'standard';

/**
 * A failed KYC whose status contains 'pass' yields no error, nor does ERR_KYC_SUCCESS
 * (spec section 4, "Identity check result codes").
 * @internal
 */
export function isIdentityPass(error: Pick<FlowError, 'code'> & { status?: string }): boolean {
  if (error.code === KYC_CODES.success) return true;
  return error.code.startsWith('ERR_KYC') && (error.status ?? '').toLowerCase().includes('pass');
}

/**
 * The answer response with section 3's lists defaulted: clients read answers without a runtime
 * schema (docs/decisions/010), so a field an upstream leaves out must not break a rule.
 */
export function withAnswerDefaults(response: Partial<AnswerResponse>): AnswerResponse {
  return {
    ...response,
    nextQuestions: response.nextQuestions ?? [],
    errors: response.errors ?? [],
    unresolvedErrors: response.unresolvedErrors ?? [],
    extras: response.extras ?? [],
    prefilled: response.prefilled ?? {},
    needsVerification: response.needsVerification ?? false,
  };
}

/** Spec section 4, "Answer flow", applied to one answer response. */
export function afterAnswer(wire: Partial<AnswerResponse>, context: AnswerContext): StepChanges {
  const response = withAnswerDefaults(wire);
  const completeUser = response.nextQuestions.some((question) => question.name === 'complete');
  const errors = response.errors.filter(
    (error) => !isIdentityPass(error as FlowError & { status?: string }),
  );
  const effects: Effect[] = [];
  const changes: StepChanges = {
    registration: {
      loading: false,
      questions: response.nextQuestions,
      unresolvedErrors: response.unresolvedErrors,
      prefilledAnswers: response.prefilled,
      flowId: response.flowId ?? null,
      groupId: response.groupId ?? null,
      totalGroupsInFlow: response.totalGroupsInFlow ?? null,
      needsVerification: response.needsVerification,
      ...(response.registrationToken ? { registrationToken: response.registrationToken } : {}),
      ...(response.userJWT ? { jwt: response.userJWT } : {}),
      // "'complete' among them marks the user complete (completeUser)."
      ...(completeUser ? { completeUser: true } : {}),
    },
    effects,
  };
  for (const extra of response.extras) applyExtra(extra, changes, effects);
  if (reachesIdentityWithTerms(response, context)) effects.push({ type: 'acceptTerms' });

  const [first] = errors;
  if (first) {
    const text = identityErrorMessage(first.code, first.message ?? first.errorMessage ?? '');
    changes.registration = {
      ...changes.registration,
      ...failure(text, first.code).registration,
      // Section 5: the known duplicate-email text sets registeredEmailError.
      ...(isDuplicateEmailMessage(text) ? { registeredEmailError: true } : {}),
      // "A partial or challenge identity error resets the identity-question flow": the number
      // typed and the question's pick go, whichever page shows the error.
      ...(isPartialIdentityError(first.code) ? { resetKBAFlow: true } : {}),
    };
    if (isPartialIdentityError(first.code))
      effects.push({ type: 'resetIdentityForms', forms: [IDENTITY_FORM, KBA_FORM] });
    // Section 8: a failed KYC looks up why (compliance_risk when the lookup fails).
    if (first.code === KYC_CODES.fail) effects.push({ type: 'fetchKycFailureType' });
  }
  if (effects.length === 0) delete changes.effects;
  return changes;
}

function applyExtra(extra: Extra, changes: StepChanges, effects: Effect[]) {
  const funding = fundingFromExtra(extra);
  if (funding) changes.user = { ...changes.user, ...funding };
  // A manual bank account, or a card to verify, gets two small amounts to confirm.
  const account = funding?.funding;
  const microDeposits = extra.action === 'set_manual_bank_account' || extra.needsVerify === true;
  if (account?.fundingAccountId && microDeposits) {
    effects.push({
      type: 'discoverMicroDeposits',
      fundingAccountId: account.fundingAccountId,
      fundingType: account.type,
    });
  }
  switch (extra.action) {
    case 'create_user': {
      if (extra.user && extra.token) {
        changes.user = {
          ...changes.user,
          registeredUser: { token: extra.token, user: extra.user as User },
        };
      }
      // "After login or create_user, browser data is sent."
      effects.push({ type: 'sendBrowserData' });
      break;
    }
    case 'set_instant_funding_account':
      if (extra.needsVerify) {
        changes.registration = { ...changes.registration, needsVerification: true };
      }
      break;
    default:
      break;
  }
}

/**
 * "Complete success sets userCompleted, and the pricing plan is then fetched." Only a parent's
 * completion is tracked, with the plan fee as purchase value (section 6).
 */
export function afterComplete(
  context: AnswerContext,
  nextRegisterStep?: string | null,
): StepChanges {
  // The step the server names (complete, complete_child...); a child's is complete_child.
  const named = toNextStep(nextRegisterStep);
  const fallback: NextStep = context.role === 'child' ? 'complete_child' : 'complete';
  const placeholder = context.toggles.approverPlaceholderComplete ?? false;
  const step: NextStep | undefined = isPlaceholderComplete(context.role, named, placeholder)
    ? 'complete'
    : named === 'complete' && context.role === 'child'
      ? 'complete_child'
      : named;
  return {
    registration: { loading: false, userCompleted: true, completeUser: true },
    user: { nextRegStep: step ?? fallback },
    effects: [
      { type: 'fetchPricingPlan' },
      ...completionTracking(context.role, context.plan, context.toggles),
    ],
  };
}
