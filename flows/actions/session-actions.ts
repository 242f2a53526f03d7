import { storedPhoneNumber } from '../model/persistence';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { loginErrorMessage } from '../rules/errors';
import {
  afterLogin,
  afterResetPassword,
  afterUserLoaded,
  afterUserLoadFailed,
} from '../steps/session';
import { applyChanges } from './apply-changes';
import type { ActionDeps } from './deps';
import { effectHandlers } from './effects';
import { runAction } from './run-action';

const codeOf = (error: unknown) => (error as { json?: { code?: string } } | null)?.json?.code;

/** Login, user load and password reset (spec sections 2 and 4). */
export function createSessionActions(deps: ActionDeps) {
  const handlers = effectHandlers(deps);

  return {
    login: (password: string) =>
      runAction(
        'login',
        deps,
        async () => {
          const result = await deps.clients.webRegistration.login({
            phoneNumber: userState.phoneNumber ?? '',
            password,
            ...(registrationState.regAccessToken
              ? { accessToken: registrationState.regAccessToken }
              : {}),
          });
          await applyChanges(afterLogin(result, deps.toggles()), handlers);
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

    forgotPassword: (email: string) =>
      runAction('forgotPassword', deps, () =>
        deps.clients.webRegistration.forgotPassword({ email }),
      ),

    resetPassword: (
      userId: string,
      body: { token: string; newPassword: string; verifyPassword: string },
    ) =>
      runAction('resetPassword', deps, async () => {
        await deps.clients.webRegistration.resetPassword(userId, {
          ...body,
          ...(registrationState.deviceUuid ? { deviceUuid: registrationState.deviceUuid } : {}),
        });
        await applyChanges(afterResetPassword());
      }),
  };
}
