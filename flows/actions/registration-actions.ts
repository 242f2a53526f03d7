import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { wordsOf } from '../../vocabulary/messages/sentence';
import type { RegistrationAnswers } from '../model/entities';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { ERROR_CODES, isMaxAttemptsCode } from '../rules/error-codes';
import { errorBodyOf } from '../rules/error-message';
import { IDENTITY_TEXTS } from '../rules/identity';
import { REGISTRATION_STEP_NAMES } from '../rules/registration-steps';
import { CREDIT_WAITLIST_DEFAULTS } from '../rules/toggles';
import type { InitializeRequest } from '../services/contract/registration';
import { needsEnhancedDebitQuery } from '../services/registration-client';
import {
  type AnswerContext,
  afterAnswer,
  afterComplete,
  withAnswerDefaults,
} from '../steps/answer-flow';
import { closeAppView, completionReached, printPage } from '../steps/complete/rule';
import { confirmationLoaded } from '../steps/complete/summary';
import { verificationTarget } from '../steps/funding-flow';
import {
  heldInviteDue,
  INVITE_PARENT_QUESTION,
  inviteParentAnswer,
} from '../steps/invite_parent/rule';
import { bankNameFound, promoCodeVerified } from '../steps/lookups';
import { keepEarlierGroup } from '../steps/register/resume';
import { unresolvedAddressOf } from '../steps/register/rule';
import { approverNeedsInvitationToken } from '../steps/role-rules';
import { afterInitializeFailure, shouldAutoComplete } from '../steps/session';
import { ADDRESS_FIX_FORM, addressFixAnswer } from '../steps/set_date_of_birth/address-fix';
import { planInForce } from '../steps/set_plan/rule';
import {
  afterDebitVerificationBlocked,
  afterDebitVerificationSkipped,
  afterDebitVerified,
  toFundingVerification,
} from '../steps/verify_funding/rule';
import {
  afterIdentityAnswer,
  afterKbaTimeoutSeen,
  kycRetry,
} from '../steps/verify_identity/identity-check';
import { identityAnswer } from '../steps/verify_identity/rule';
import { createAccountActions } from './account-actions';
import { applyChanges } from './apply-changes';
import { createCreditWaitlistActions } from './credit-waitlist-actions';
import type { ActionDeps } from './deps';
import { effectHandlers } from './effects';
import { clearForm, showFieldErrors } from './form-actions';
import { createFormSubmit } from './form-submit';
import { createReferralCodeActions } from './referral-code-actions';
import { createRegisterStart } from './register-start';
import { runAction } from './run-action';
import { createSmsActions } from './sms-actions';

// The registration whose completion the native app has heard of in this tab (its number).
const ANNOUNCED_KEY = 'webreg:completion-announced';

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/** An answer the server refused, shaped as a failed call's error (message and code). */
const refusal = (message: string, code: string | null) =>
  Object.assign(new Error(message), { json: { message, code } });

/** The server-driven question flow, completion and funding checks (spec sections 4 and 7). */
export function createRegistrationActions(deps: ActionDeps) {
  // The plan as of the response being applied: its own prefilled answers count (a plan answered
  // in the step just sent), beside those held from earlier responses.
  const answerContext = (response?: { prefilled?: RegistrationAnswers }): AnswerContext => ({
    shownQuestions: registrationState.questions.map((question) => question.name),
    role: userState.role,
    plan: planInForce(
      {
        registration: {
          ...registrationState,
          prefilledAnswers: { ...registrationState.prefilledAnswers, ...response?.prefilled },
        },
        user: userState,
      },
      deps.toggles(),
    ),
    toggles: deps.toggles(),
  });

  const complete = () =>
    runAction('complete', deps, async () => {
      const response = await deps.clients.registration.complete();
      await applyChanges(confirmationLoaded(response.summary ?? null));
      await applyChanges(afterComplete(answerContext(), response.nextRegisterStep), handlers);
    });

  const handlers = effectHandlers(deps, { completeRegistration: () => complete() });

  /**
   * After a reload the summary is read again (it is never saved); a login that lands on
   * complete holds no registration token, so the signed-in user's summary is read instead.
   * A failed read only leaves the summary out: the registration is complete either way.
   */
  const loadConfirmation = async () => {
    if (registrationState.confirmation) return;
    const read = registrationState.registrationToken
      ? () => deps.clients.registration.query('get_registration_summary')
      : registrationState.jwt
        ? () => deps.clients.webRegistration.registrationSummary()
        : null;
    if (!read) return;
    try {
      const { summary } = await read();
      await applyChanges(confirmationLoaded(summary));
    } catch (error) {
      deps.log('registration summary failed', error);
    }
  };

  const answer = (
    answers: RegistrationAnswers,
    options: {
      debitSaved?: boolean;
      resolvesErrorId?: string;
      /** The form whose draft the accepted answer settles (flows/model/form-state). */
      form?: string;
      /** An identity answer: a failed check is reported to the native apps (section 7). */
      identity?: boolean;
    } = {},
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
      const changes = afterAnswer(response, answerContext(response));
      // The app hears of a failed check before the page shows it: the family may close or
      // reload the web view at once, and the page's own effects (the failure type) can be slow.
      if (options.identity) {
        await applyChanges(
          afterIdentityAnswer({ ...registrationState, ...changes.registration }),
          handlers,
        );
      }
      await applyChanges(changes, handlers);
      // A refused answer fails like any call: tracked with its step, scrolled to (section 4).
      const refused = wordsOf(changes.registration?.error);
      if (refused) throw refusal(refused, changes.registration?.errorCode ?? null);
      if (options.form) clearForm(options.form);
      // The parent a teen named before the code: invited as soon as the registration asks.
      const held = formState.drafts[INVITE_PARENT_QUESTION];
      if (heldInviteDue(registrationState.questions, held, userState.phoneNumber)) {
        await actions.sendForm(INVITE_PARENT_QUESTION, inviteParentAnswer);
      }
    });

  const identitySubmit = createFormSubmit(deps, (answers, { form }) =>
    answer(answers, { form, identity: true }),
  );

  const initialize = (body: InitializeRequest) =>
    runAction('initialize', deps, async () => {
      const blocked = approverNeedsInvitationToken({
        role: body.role ?? null,
        requireTokenForApprovers: deps.toggles().requireTokenForApprovers,
        invitationToken: body.authToken ?? null,
      });
      if (blocked) throw refusal(ERROR_MESSAGES.invitationInvalid, ERROR_CODES.invalidInvitation);
      try {
        const response = await deps.clients.registration.initialize(body);
        await applyChanges(afterAnswer(response, answerContext(response)), handlers);
        const answer = withAnswerDefaults(response);
        if (shouldAutoComplete({ ...answer, completeOnInit: registrationState.completeOnInit })) {
          await complete();
        }
      } catch (error) {
        const reset = afterInitializeFailure(statusOf(error), errorBodyOf(error).code);
        if (!reset) throw error;
        await applyChanges(reset);
      }
    });

  const resume = () =>
    runAction('answers', deps, async () => {
      const shown = {
        questions: [...registrationState.questions],
        flowId: registrationState.flowId,
        groupId: registrationState.groupId,
      };
      const response = await deps.clients.registration.answers();
      // A reload on a page the person went back to keeps that page (docs/decisions/071).
      await applyChanges(
        keepEarlierGroup(afterAnswer(response, answerContext(response)), shown),
        handlers,
      );
    });
  const verifyPromoCode = (code: string) =>
    runAction(
      'verifyPromoCode',
      deps,
      async () => {
        const result = await deps.clients.registration.verifyPromoCode(code);
        void applyChanges(promoCodeVerified(result));
        return result;
      },
      // Checked while the person types: the page must not jump away from the field.
      { scroll: false },
    );

  const actions = {
    ...createAccountActions(deps, answer),
    ...createRegisterStart({ resume, initialize, complete }),
    ...createFormSubmit(deps, answer),
    ...createCreditWaitlistActions(
      answer,
      () => deps.creditWaitlist?.() ?? CREDIT_WAITLIST_DEFAULTS,
    ),
    ...createReferralCodeActions(deps, verifyPromoCode),
    ...createSmsActions(deps),

    verifyPromoCode,

    initialize,

    answer,

    complete,

    /**
     * The knowledge question of the page (one per page): its pick, or the page's own "choose
     * an answer". When the time is up the answer goes as it stands, even none: the server
     * decides (a timeout starts a new set).
     */
    answerKba: async (form: string, timeUp = false) => {
      const question = registrationState.questions[0]?.name;
      const picked = formState.drafts[form]?.answer;
      const pick = typeof picked === 'string' ? picked : '';
      if (!question) return;
      if (!timeUp && !pick) {
        showFieldErrors(form, { answer: IDENTITY_TEXTS.kbaUnanswered });
        return;
      }
      await answer({ [question]: pick }, { form, identity: true });
    },

    /**
     * The identity group's Continue: the number checked by its rule, then sent, and reported
     * to the native apps when it fails the check.
     */
    answerIdentity: (form: string) => identitySubmit.sendForm(form, identityAnswer),

    /** The timeout page's "Try again". */
    restartKba: () => applyChanges(afterKbaTimeoutSeen()),

    /** The failure page's retry under kycRetryEnabled. */
    retryIdentity: () => applyChanges(kycRetry()),

    /** PUT /resolve-error: the person keeps the answer an unresolved error was about. */
    dismissError: (errorId: string) =>
      runAction('resolveError', deps, async () => {
        const response = await deps.clients.registration.resolveError(errorId);
        await applyChanges(afterAnswer(response, answerContext(response)), handlers);
      }),

    /** The address-check page: the person keeps the address the postal check could not confirm. */
    keepUnresolvedAddress: async () => {
      const waiting = unresolvedAddressOf(registrationState);
      if (waiting) await actions.dismissError(waiting.id);
    },

    /** The address-check page's fix, sent as the answer that resolves the waiting error. */
    fixUnresolvedAddress: async () => {
      const waiting = unresolvedAddressOf(registrationState);
      if (waiting) await actions.sendForm(ADDRESS_FIX_FORM, addressFixAnswer(waiting.id));
    },

    resume,

    /** The bank-name lookup does not scroll to the top on failure (section 4). */
    lookupBankName: (routingNumber: string) =>
      runAction(
        'bankName',
        deps,
        async () => {
          const { bankName } = await deps.clients.webRegistration.bankName(routingNumber);
          void applyChanges(bankNameFound(bankName));
          return bankName;
        },
        { scroll: false },
      ),

    verifyDebitNow: async (input: {
      instantFundingAccountId: string;
      amount1: number;
      amount2: number;
    }) => {
      await runAction(
        'verifyDebit',
        deps,
        async () => {
          await deps.clients.registration.verifyInstantFundingAccount(input);
          await applyChanges(
            afterDebitVerified(userState.nextRegStep, verificationTarget(userState).kind),
          );
        },
        // Offered beside the funding or first-load question: tracked as what it is.
        { step: REGISTRATION_STEP_NAMES.verifyDebitCard },
      );
      // Too many wrong amounts: the server takes no more, so nothing offers them again.
      if (isMaxAttemptsCode(registrationState.errorCode ?? undefined)) {
        await applyChanges(afterDebitVerificationBlocked());
      }
    },

    verifyDebitLater: () => applyChanges(afterDebitVerificationSkipped(userState.nextRegStep)),

    /** The completion page's reminder: the two amounts, now (verify_funding). */
    verifyFundingNow: () => applyChanges(toFundingVerification()),

    /**
     * Completion reached: inside the native apps, registrationComplete goes to the app once per
     * registration, not again on a reload, a second render or the way back from verify_funding.
     */
    announceCompletion: async () => {
      await loadConfirmation();
      const who = userState.phoneNumber ?? '';
      if (!registrationState.embeddedWebreg || deps.storage.getItem(ANNOUNCED_KEY) === who) return;
      deps.storage.setItem(ANNOUNCED_KEY, who);
      await applyChanges(
        completionReached({ user: userState, registration: registrationState }),
        handlers,
      );
    },

    /** The confirmation page's Print: the browser's own dialog, over the print stylesheet. */
    printConfirmation: () => applyChanges(printPage(), handlers),

    /** The completion page's Done inside the native apps: back to the app. */
    handBackToApp: () => applyChanges(closeAppView(), handlers),
  };
  return actions;
}
