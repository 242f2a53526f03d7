import { storedPhoneNumber } from '../model/persistence';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { loginErrorMessage } from '../rules/errors';
import { afterOnboardingInitializeFailure } from '../steps/phone-check';
import {
  afterLogin,
  afterLoginFailure,
  afterResetPassword,
  afterUserLoaded,
  afterUserLoadFailed,
} from '../steps/session';
import { applyChanges } from './apply-changes';
import type { ActionDeps } from './deps';
import { effectHandlers } from './effects';
import { runAction } from './run-action';

const codeOf = (error: unknown) => (error as { json?: { code?: string } } | null)?.json?.code;
const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/** Login, user load, password reset and the hand-off to the next-gen onboarding (2 and 4). */
export function createSessionActions(deps: ActionDeps) {
  const handlers = effectHandlers(deps);

  return {
    login: (password: string) =>
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
            await applyChanges(afterLoginFailure(codeOf(error)));
            throw error;
          }
        },
        {
          // ERR_DEACTIVATED shows the catalogue text; other codes the server's message.
          message: (error, serverMessage) =>
            loginErrorMessage(codeOf(error), serverMessage, deps.toggles().newDeactivatedErrorMsg),
        },
      ),

    loadUser: async () => {
      try {
        const { user } = await deps.clients.webRegistration.user();
        await applyChanges(afterUserLoaded(user));
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

    /** Resolves the server's answer once the link is on its way, undefined on a failure. */
    forgotPassword: (email: string) =>
      runAction('forgotPassword', deps, () =>
        deps.clients.webRegistration.forgotPassword({
          email,
          ...(registrationState.regAccessToken
            ? { accessToken: registrationState.regAccessToken }
            : {}),
        }),
      ),

    /** True once the new password is saved. The token comes from memory, never from storage. */
    resetPassword: (
      userId: string,
      body: { token: string; newPassword: string; verifyPassword: string },
    ) =>
      runAction('resetPassword', deps, async () => {
        await deps.clients.webRegistration.resetPassword(userId, {
          ...body,
          ...(registrationState.deviceUuid ? { deviceUuid: registrationState.deviceUuid } : {}),
        });
        await applyChanges(afterResetPassword({ phoneNumber: userState.phoneNumber }));
        return true;
      }),

    /**
     * next_gen_onboarding: initialises the onboarding service (with the legacy token an
     * /lta-redirect brought, if any) and answers where the new onboarding continues: the
     * service's redirectUrl, else the configured address. 412 / ERR_INVALID_STATE means it
     * was initialised already (section 4), which is no reason to stop. Null: nowhere to go.
     */
    continueToNextGen: async (): Promise<string | null> => {
      const lta = registrationState.ltaRedirectParams;
      const phoneNumber = lta?.phoneNumber ?? userState.phoneNumber;
      const role = lta?.role ?? userState.role;
      const appOs = lta?.appOs ?? registrationState.appOs;
      const appVersion = lta?.appVersion ?? registrationState.appVersion;
      let redirectUrl: string | undefined;
      try {
        if (!phoneNumber) throw new Error('no phone number to hand over');
        const answer = await deps.clients.onboarding.initialize({
          phoneNumber,
          ...(registrationState.deviceUuid ? { deviceId: registrationState.deviceUuid } : {}),
          ...(appOs ? { appOs } : {}),
          ...(appVersion ? { appVersion } : {}),
          ...(lta?.legacyAccessToken ? { legacyAccessToken: lta.legacyAccessToken } : {}),
          ...(role ? { role } : {}),
        });
        redirectUrl = answer.redirectUrl;
      } catch (error) {
        if (!afterOnboardingInitializeFailure(statusOf(error), codeOf(error))) {
          deps.log('onboarding initialise failed', error);
        }
      }
      return redirectUrl || deps.nextGenOnboardingUrl || null;
    },
  };
}
