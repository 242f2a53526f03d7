import type { RegistrationAnswers } from '../model/entities';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { DEFAULT_PLAN } from '../rules/prices';
import type { InitializeRequest } from '../services/contract/registration';
import { needsEnhancedDebitQuery } from '../services/registration-client';
import {
  type AnswerContext,
  afterAnswer,
  afterComplete,
  withAnswerDefaults,
} from '../steps/answer-flow';
import { afterInitializeFailure, shouldAutoComplete } from '../steps/session';
import {
  afterDebitVerificationSkipped,
  afterDebitVerified,
  afterEmailVerification,
} from '../steps/verification';
import { applyChanges } from './apply-changes';
import type { ActionDeps } from './deps';
import { effectHandlers } from './effects';
import { runAction } from './run-action';

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/** The server-driven question flow, completion and funding checks (spec sections 4 and 7). */
export function createRegistrationActions(deps: ActionDeps) {
  const answerContext = (): AnswerContext => {
    const plan = registrationState.prefilledAnswers.setPlan?.pricingPlanName;
    return {
      role: userState.role,
      plan: plan ?? userState.preRegPlanSelection ?? DEFAULT_PLAN,
      toggles: deps.toggles(),
    };
  };

  const complete = () =>
    runAction('complete', deps, async () => {
      await deps.clients.registration.complete();
      await applyChanges(afterComplete(answerContext()), handlers);
    });

  const handlers = effectHandlers(deps, { completeRegistration: () => complete() });

  return {
    initialize: (body: InitializeRequest) =>
      runAction('initialize', deps, async () => {
        try {
          const response = await deps.clients.registration.initialize(body);
          await applyChanges(afterAnswer(response, answerContext()), handlers);
          const answer = withAnswerDefaults(response);
          if (shouldAutoComplete({ ...answer, completeOnInit: registrationState.completeOnInit })) {
            await complete();
          }
        } catch (error) {
          const reset = afterInitializeFailure(statusOf(error));
          if (!reset) throw error;
          await applyChanges(reset);
        }
      }),

    answer: (
      answers: RegistrationAnswers,
      options: { debitSaved?: boolean; resolvesErrorId?: string } = {},
    ) =>
      runAction('answer', deps, async () => {
        const questions = registrationState.questions.map((question) => question.name);
        const enhancedDebit = needsEnhancedDebitQuery({
          enhancedDebit: deps.toggles().enhancedDebit,
          questions,
          debitSaved: options.debitSaved ?? false,
        });
        const response = await deps.clients.registration.answer(
          {
            questions,
            answers,
            ...(options.resolvesErrorId ? { resolvesErrorId: options.resolvesErrorId } : {}),
          },
          { enhancedDebit },
        );
        await applyChanges(afterAnswer(response, answerContext()), handlers);
      }),

    complete,

    resume: () =>
      runAction('answers', deps, async () => {
        const response = await deps.clients.registration.answers();
        await applyChanges(afterAnswer(response, answerContext()), handlers);
      }),

    /** Returns the code's state; a newer check cancels this one (undefined, no error). */
    verifyPromoCode: (code: string) =>
      runAction('verifyPromoCode', deps, async () => {
        const result = await deps.clients.registration.verifyPromoCode(code);
        registrationState.promoCode = { code: result.promoCode, state: result.state };
        userState.referralRewardValue = result.referralRewardValue ?? null;
        return result;
      }),

    /** The bank-name lookup does not scroll to the top on failure (section 4). */
    lookupBankName: (routingNumber: string) =>
      runAction(
        'bankName',
        deps,
        async () => {
          const { bankName } = await deps.clients.webRegistration.bankName(routingNumber);
          userState.bankName = bankName;
          return bankName;
        },
        { scroll: false },
      ),

    verifyDebitNow: (input: {
      instantFundingAccountId: string;
      amount1: number;
      amount2: number;
    }) =>
      runAction('verifyDebit', deps, async () => {
        await deps.clients.registration.verifyInstantFundingAccount(input);
        await applyChanges(afterDebitVerified());
      }),

    verifyDebitLater: () => applyChanges(afterDebitVerificationSkipped()),

    verifyEmail: async (body: { tokenizedLink: string; userId: string }) => {
      const result = await runAction('verifyEmail', deps, () =>
        deps.clients.webRegistration.verifyEmail(body),
      );
      await applyChanges(afterEmailVerification(result?.emailVerificationStatus === 'verified'));
    },
  };
}
