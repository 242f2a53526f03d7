import { formState } from '../model/form-state';
import { storedPhoneNumber } from '../model/persistence';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { loginErrorMessage } from '../rules/error-codes';
import { errorBodyOf } from '../rules/error-message';
import { FORMS, PAGE_CHECK_MESSAGES } from '../rules/page-checks';
import { isValidEmail } from '../rules/validation';
import { noticeRead } from '../steps/action-phases';
import { backFromForgotPassword, loginWithout, toForgotPassword } from '../steps/moves';
import { onboardingInitializeBody } from '../steps/onboarding';
import { afterOnboardingInitializeFailure } from '../steps/phone/rule';
import {
  afterLogin,
  afterLoginFailure,
  afterUserLoaded,
  afterUserLoadFailed,
} from '../steps/session';
import { afterProveInvalidated } from '../steps/validate/mobile-auth';
import { applyChanges } from './apply-changes';
import type { ActionDeps } from './deps';
import { effectHandlers } from './effects';
import { clearForm, editDraft, showFieldErrors } from './form-actions';
import { runAction } from './run-action';
import { startOver } from './start-over';

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;
const draftOf = (form: string) => formState.drafts[form] ?? {};

/** The next-gen hand-off's page state (its view reads it under the same key). */
const NEXT_GEN_FORM = FORMS.nextGen;
// Past this, the redirect is taken as stalled and the button becomes the way on.
const STALLED_AFTER_MS = 8000;

/** Login, user load, password reset and the hand-off to the next-gen onboarding (2 and 4). */
export function createSessionActions(deps: ActionDeps) {
  const handlers = effectHandlers(deps);

  const login = (password: string) =>
    runAction(
      'login',
      deps,
      async () => {
        try {
          const result = await deps.clients.webRegistration.login({
            phoneNumber: userState.phoneNumber ?? '',
            password,
            ...(registrationState.regAccessToken
              ? { accessToken: registrationState.regAccessToken }
              : {}),
          });
          await applyChanges(afterLogin(result, deps.toggles()), handlers);
        } catch (error) {
          // ERR_DEACTIVATED moves to the deactivated step; the failure phase sets its text.
          await applyChanges(afterLoginFailure(errorBodyOf(error).code));
          throw error;
        }
      },
      {
        // ERR_DEACTIVATED shows the catalogue text; other codes the server's message.
        message: (error, serverMessage) =>
          loginErrorMessage(
            errorBodyOf(error).code,
            serverMessage,
            deps.toggles().newDeactivatedErrorMsg,
          ),
      },
    );

  /**
   * next_gen_onboarding: initialises the onboarding service (with the legacy token an
   * /lta-redirect brought, if any) and answers where the new onboarding continues: the
   * service's redirectUrl, else the configured address. 412 / ERR_INVALID_STATE means it
   * was initialised already (section 4), which is no reason to stop. Null: nowhere to go.
   */
  const continueToNextGen = async (): Promise<string | null> => {
    const body = onboardingInitializeBody({
      ...registrationState,
      lta: registrationState.ltaRedirectParams,
      phoneNumber: userState.phoneNumber,
      role: userState.role,
      anonymousId: deps.anonymousId?.(),
    });
    let redirectUrl: string | undefined;
    try {
      if (!body) throw new Error('no phone number to hand over');
      const answer = await deps.clients.onboarding.initialize(body);
      redirectUrl = answer.redirectUrl;
    } catch (error) {
      if (!afterOnboardingInitializeFailure(statusOf(error), errorBodyOf(error).code)) {
        deps.log('onboarding initialise failed', error);
      }
    }
    return redirectUrl || deps.nextGenOnboardingUrl || null;
  };

  /** Resolves the server's answer once the link is on its way, undefined on a failure. */
  const forgotPassword = (email: string) =>
    runAction('forgotPassword', deps, () =>
      deps.clients.webRegistration.forgotPassword({
        email,
        ...(registrationState.regAccessToken
          ? { accessToken: registrationState.regAccessToken }
          : {}),
      }),
    );

  /** Asks for the link and, once it is on its way, says where it went. */
  const sendResetLink = async (email: string) => {
    if (await forgotPassword(email)) editDraft(FORMS.forgotPassword, { sentTo: email });
  };

  return {
    /**
     * Continue on the login step: the typed password (its draft, in memory only: formState is
     * never stored) or the page's field error. Accepted, the draft is forgotten.
     */
    submitLogin: async () => {
      const password = String(draftOf(FORMS.login).password ?? '');
      if (!password) {
        showFieldErrors(FORMS.login, { password: PAGE_CHECK_MESSAGES.enterPassword });
        return;
      }
      void applyChanges(noticeRead());
      await login(password);
      if (!registrationState.error) clearForm(FORMS.login);
    },

    /**
     * A stored login step without its number (another tab's storage, an old session) has
     * nobody to log in: the phone step asks again.
     */
    requireNumberToLogIn: () => applyChanges(loginWithout(userState.phoneNumber)),

    goToForgotPassword: async () => {
      clearForm(FORMS.login);
      await applyChanges(toForgotPassword());
    },

    /** Back from forgot password: without a number there is no login step to go back to. */
    leaveForgotPassword: async () => {
      clearForm(FORMS.forgotPassword);
      await applyChanges(backFromForgotPassword(userState.phoneNumber));
    },

    /**
     * Continue on forgot password: a well-formed address gets a single-use reset link. The
     * server answers the same whether or not it knows the address, and so does the page.
     */
    submitForgotPassword: async () => {
      const email = String(draftOf(FORMS.forgotPassword).email ?? '').trim();
      if (!isValidEmail(email)) {
        showFieldErrors(FORMS.forgotPassword, { email: PAGE_CHECK_MESSAGES.emailFormat });
        return;
      }
      await sendResetLink(email);
    },

    resendResetLink: async () => {
      const sentTo = draftOf(FORMS.forgotPassword).sentTo;
      if (typeof sentTo === 'string') await sendResetLink(sentTo);
    },

    /**
     * invalidated: the number must be confirmed again, so Continue asks for a new access
     * request at the code step (section 4: "an access request is needed again").
     */
    /** Invalidated: confirmed again by the carrier under proveMobileAuth, else by a code. */
    confirmNumberAgain: () => applyChanges(afterProveInvalidated(deps.toggles().proveMobileAuth)),

    /** Back to the start (flows/actions/start-over), from the pages of this set. */
    startOver: async () => startOver(),

    /**
     * next_gen_onboarding opened: the hand-off goes by itself; if it names nowhere to go, fails,
     * or takes longer than STALLED_AFTER_MS, the page says so and its button is the way on.
     */
    startHandOff: async () => {
      clearForm(NEXT_GEN_FORM);
      const timer = setTimeout(() => editDraft(NEXT_GEN_FORM, { stalled: true }), STALLED_AFTER_MS);
      const target = await continueToNextGen().catch(() => null);
      if (target) deps.redirect(target);
      else {
        clearTimeout(timer);
        editDraft(NEXT_GEN_FORM, { stalled: true });
      }
    },

    /** The hand-off's button: with no address known at all (the sandbox), the home page. */
    continueHandOff: async () => {
      const target = (await continueToNextGen().catch(() => null)) ?? deps.providerHomeUrl;
      if (target) deps.redirect(target);
      else editDraft(NEXT_GEN_FORM, { stalled: true });
    },

    login,

    loadUser: async () => {
      try {
        const { user } = await deps.clients.webRegistration.user();
        await applyChanges(afterUserLoaded(user, deps.toggles()));
      } catch {
        await applyChanges(
          afterUserLoadFailed({
            embedded: registrationState.embeddedWebreg,
            storedPhoneNumber: storedPhoneNumber(deps.storage),
          }),
          handlers,
        );
      }
    },

    forgotPassword,

    continueToNextGen,
  };
}
