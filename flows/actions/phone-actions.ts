import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import type { Role } from '../rules/roles';
import { afterPhoneCheck, type HasRegistration } from '../steps/phone-check';
import { afterAccessRequest, afterConfirmCode } from '../steps/phone-verification';
import { afterDobEntered, afterRoleChosen } from '../steps/role-and-dob';
import { applyChanges } from './apply-changes';
import type { ActionDeps } from './deps';
import { effectHandlers } from './effects';
import { runAction } from './run-action';

const device = () => registrationState.deviceUuid ?? '';

/** Phone entry, PIN, role and date of birth (spec section 4). */
export function createPhoneActions(deps: ActionDeps) {
  const handlers = effectHandlers(deps);

  return {
    /** Both lookups at once: one round trip for the step (no waterfall). */
    checkPhone: (phoneNumber: string) =>
      runAction('phoneCheck', deps, async () => {
        userState.phoneNumber = phoneNumber;
        const [found, result] = await Promise.all([
          deps.clients.registration.hasRegistration(phoneNumber).then(
            (answer): HasRegistration => answer,
            (error: unknown): HasRegistration => {
              deps.log('has-registration failed', error);
              return 'failed';
            },
          ),
          deps.clients.webRegistration.phoneCheck({ phoneNumber, deviceUuid: device() }),
        ]);
        const toggles = deps.toggles();
        await applyChanges(
          afterPhoneCheck({ urlRole: userState.urlRole, hasRegistration: found, toggles }, result),
          handlers,
        );
      }),

    /** Parents send an access request; everyone else a plain verification PIN (section 6). */
    sendPin: () =>
      runAction('sendPin', deps, async () => {
        const body = { phoneNumber: userState.phoneNumber ?? '', deviceUuid: device() };
        if (registrationState.needsAccessRequest) {
          const result = await deps.clients.phoneVerification.accessRequest(body);
          await applyChanges(afterAccessRequest(result as { token?: string; action?: string }));
          return result;
        }
        return deps.clients.phoneVerification.verify(body);
      }),

    voicePin: () =>
      runAction('voicePin', deps, async () => {
        const result = await deps.clients.phoneVerification.voicePin({
          phoneNumber: userState.phoneNumber ?? '',
          deviceUuid: device(),
        });
        // Section 8: 'Calling! Please enter confirmation code below'.
        registrationState.message = result.message ?? null;
        return result;
      }),

    confirmCode: (confirmCode: string) =>
      runAction('confirmCode', deps, async () => {
        const result = await deps.clients.phoneVerification.confirm({
          phoneNumber: userState.phoneNumber ?? '',
          deviceUuid: device(),
          confirmCode,
        });
        await applyChanges(afterConfirmCode(result, deps.toggles()), handlers);
      }),

    chooseRole: (role: Role) =>
      applyChanges(afterRoleChosen(role, { childFirst: deps.toggles().kidFirstRegParentInviteV0 })),

    /** False when the date is not a real past date (the screen shows its field error). */
    enterDob: async (dob: string): Promise<boolean> => {
      const changes = afterDobEntered(dob, {
        today: deps.today(),
        preregisteredUser: userState.preregisteredUser,
        childFirst: deps.toggles().kidFirstRegParentInviteV0 && userState.role === 'child',
      });
      if (!changes) return false;
      await applyChanges(changes);
      return true;
    },
  };
}
