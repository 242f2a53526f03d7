import type { RegistrationAnswers } from '../model/entities';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { DEFAULT_PLAN } from '../rules/prices';
import { REGISTRATION_STEP_NAMES } from '../rules/registration-steps';
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

/** An answer the server refused, shaped as a failed call's error (message and code). */
const refusal = (message: string, code: string | null) =>
  Object.assign(new Error(message), { json: { message, code } });

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
      const response = await deps.clients.registration.complete();
      await applyChanges(afterComplete(answerContext(), response.nextRegisterStep), handlers);
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
        const changes = afterAnswer(response, answerContext());
        await applyChanges(changes, handlers);
        // A refused answer fails like any call: tracked with its step, scrolled to (section 4).
        const refused = changes.registration?.error;
        if (refused) throw refusal(refused, changes.registration?.errorCode ?? null);
      }),

    complete,

    /** PUT /resolve-error: the person keeps the answer an unresolved error was about. */
    dismissError: (errorId: string) =>
      runAction('resolveError', deps, async () => {
        const response = await deps.clients.registration.resolveError(errorId);
        await applyChanges(afterAnswer(response, answerContext()), handlers);
      }),

    resume: () =>
      runAction('answers', deps, async () => {
        const response = await deps.clients.registration.answers();
        await applyChanges(afterAnswer(response, answerContext()), handlers);
      }),

    /** Returns the code's state; a newer check cancels this one (undefined, no error). */
    verifyPromoCode: (code: string) =>
      runAction(
        'verifyPromoCode',
        deps,
        async () => {
          const result = await deps.clients.registration.verifyPromoCode(code);
          registrationState.promoCode = { code: result.promoCode, state: result.state };
          userState.referralRewardValue = result.referralRewardValue ?? null;
          return result;
        },
        // Checked while the person types: the page must not jump away from the field.
        { scroll: false },
      ),

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
      runAction(
        'verifyDebit',
        deps,
        async () => {
          await deps.clients.registration.verifyInstantFundingAccount(input);
          await applyChanges(afterDebitVerified());
        },
        // Offered beside the funding or first-load question: tracked as what it is.
        { step: REGISTRATION_STEP_NAMES.verifyDebitCard },
      ),

    verifyDebitLater: () => applyChanges(afterDebitVerificationSkipped()),

    /**
     * The server's check of an email as typed: its correction (emailCorrection) or null. A
     * failed check is only logged: the answer is validated again when it is sent.
     */
    checkEmail: async (email: string): Promise<string | null> => {
      try {
        const result = await deps.clients.webRegistration.validEmail(email);
        userState.emailCorrection = result.emailCorrection ?? null;
        return userState.emailCorrection;
      } catch (error) {
        deps.log('email check failed', error);
        return null;
      }
    },

    verifyEmail: async (body: { tokenizedLink: string; userId: string }) => {
      const result = await runAction('verifyEmail', deps, () =>
        deps.clients.webRegistration.verifyEmail(body),
      );
      await applyChanges(afterEmailVerification(result?.emailVerificationStatus === 'verified'));
    },
  };
}
