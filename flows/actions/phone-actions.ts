import { usPhoneDigits } from '../../design-system/lib/us-phone';
import type { Role } from '../../vocabulary/domain';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { togglesState } from '../platform/toggles-state';
import { PIN_LENGTH } from '../rules/constants';
import { dobProblem } from '../rules/date-of-birth';
import { errorBodyOf } from '../rules/error-message';
import { FORMS, PAGE_CHECK_MESSAGES } from '../rules/page-checks';
import { phoneNumberProblem } from '../rules/phone-number';
import { type PinChannel, pinRefusal, refusesTypedCode } from '../rules/pin-delivery';
import { inviteParentErrors } from '../rules/register-answers';
import type { PinSentResponse } from '../services/contract/phone-verification';
import { noticeRead } from '../steps/action-phases';
import {
  afterParentNamed,
  INVITE_PARENT_QUESTION,
  inviteParentDraft,
} from '../steps/invite_parent/rule';
import { backToPhone } from '../steps/moves';
import { afterPhoneCheck, type HasRegistration } from '../steps/phone/rule';
import {
  codeResent,
  numberChecked,
  pinRefused,
  pinSending,
  pinSent,
  timeoutNoticeRead,
  voicePinSent,
} from '../steps/pin-sending';
import { afterDateOfBirth, afterRoleChosen } from '../steps/role-and-dob';
import { validatePage } from '../steps/validate/mobile-auth';
import { afterAccessRequest, afterConfirmCode } from '../steps/validate/rule';
import { applyChanges } from './apply-changes';
import type { ActionDeps } from './deps';
import { effectHandlers } from './effects';
import { follow } from './follow';
import { clearForm, editDraft, showFieldErrors } from './form-actions';
import { invitationChecked } from './link-entry';
import { createMobileAuthActions } from './mobile-auth-actions';
import { runAction } from './run-action';

const device = () => registrationState.deviceUuid ?? '';

/**
 * Who a code goes to: the number and this device, and the invitation link's token when there is
 * one (an invited approver's code is sent only with it, spec section 6).
 */
const recipient = () => {
  const authToken = registrationState.placeholderToken;
  return {
    phoneNumber: userState.phoneNumber ?? '',
    deviceUuid: device(),
    ...(authToken ? { authToken } : {}),
  };
};

// The number a code went to in this tab: a reload of the code step sends none again.
const SENT_KEY = 'webreg:code-sent-to';

const draftOf = (form: string) => formState.drafts[form] ?? {};

/** Phone entry, PIN, role and date of birth (spec section 4). */
export function createPhoneActions(deps: ActionDeps) {
  const handlers = effectHandlers(deps);

  /** Both lookups at once: one round trip for the step (no waterfall). */
  const checkPhone = (phoneNumber: string) =>
    runAction('phoneCheck', deps, async () => {
      const sameNumber = userState.phoneNumber === phoneNumber;
      void applyChanges(numberChecked(phoneNumber));
      const [found, result] = await Promise.all([
        deps.clients.registration.hasRegistration(phoneNumber).then(
          (answer): HasRegistration => answer,
          (error: unknown): HasRegistration => {
            deps.log('has-registration failed', error);
            return 'failed';
          },
        ),
        deps.clients.webRegistration.phoneCheck({ phoneNumber, deviceUuid: device() }),
        // The invitation link's own check: its token decides whether an approver may go on.
        invitationChecked(),
      ]);
      const toggles = deps.toggles();
      const context = {
        urlRole: userState.urlRole,
        hasRegistration: found,
        invitationToken: registrationState.placeholderToken,
        sameNumber,
        toggles,
      };
      await applyChanges(afterPhoneCheck(context, result), handlers);
    });

  const now = () => deps.today().getTime();

  /**
   * Sends a code by text or call and records the delivery, so the step says what happened:
   * on its way, sent (with the wait before the next) or failed (the summary says why). A send
   * refused as too early means the last code went out moments ago: that one is still coming.
   */
  const deliver = (name: string, channel: PinChannel, send: () => Promise<PinSentResponse>) =>
    runAction(
      name,
      deps,
      async () => {
        const before = registrationState.pinDelivery;
        void applyChanges(pinSending(channel));
        try {
          const result = await send();
          void applyChanges(pinSent(channel, result, now()));
          return result;
        } catch (error) {
          void applyChanges(pinRefused(before, channel, errorBodyOf(error), now()));
          throw error;
        }
      },
      { message: (error, serverMessage) => refusal(error, serverMessage) },
    );

  const refusal = (error: unknown, serverMessage: string) => {
    const body = errorBodyOf(error);
    return pinRefusal(body.code ?? null, serverMessage, body, now());
  };

  /** Parents send an access request; everyone else a plain verification PIN (section 6). */
  const sendPin = () =>
    deliver('sendPin', 'sms', async () => {
      const body = recipient();
      if (registrationState.needsAccessRequest) {
        const result = await deps.clients.phoneVerification.accessRequest(body);
        await applyChanges(afterAccessRequest(result as { token?: string; action?: string }));
        return result;
      }
      return deps.clients.phoneVerification.verify(body);
    });

  /**
   * The code step opened: the code goes out once per number, not again on a reload, unless
   * the reload cut its send short (it may never have left).
   */
  const sendPinOnce = async () => {
    const phoneNumber = userState.phoneNumber;
    if (!phoneNumber) return;
    const interrupted =
      registrationState.pinDelivery?.status === 'sending' &&
      !registrationState.loadingFlags.sendPin;
    if (deps.storage.getItem(SENT_KEY) === phoneNumber && !interrupted) return;
    deps.storage.setItem(SENT_KEY, phoneNumber);
    await sendPin();
  };

  const chooseRole = (role: Role) =>
    applyChanges(afterRoleChosen(role, { childFirst: deps.toggles().kidFirstRegParentInviteV0 }));

  return {
    ...createMobileAuthActions(deps),
    checkPhone,
    sendPin,

    /**
     * Continue on the phone step: the typed number (tempPhoneNumber) when it is a 10-digit US
     * number, else the page's field error and nothing sent.
     */
    submitPhoneNumber: async () => {
      const problem = phoneNumberProblem(userState.tempPhoneNumber ?? '');
      if (problem) {
        showFieldErrors(FORMS.phone, { phoneNumber: problem });
        return;
      }
      const digits = usPhoneDigits(userState.tempPhoneNumber ?? '');
      showFieldErrors(FORMS.phone, {});
      // The session-expired notice has been read: logging in again starts here.
      void applyChanges(timeoutNoticeRead());
      await checkPhone(`+1${digits}`);
    },

    sendPinOnce,

    /**
     * Entering the validate step: once its page is the code's (after the toggles, on a reload)
     * and for each number it is shown for, the code goes out once (sendPinOnce). Returns the
     * stop, for the step's leaving.
     */
    sendPinOnCodePage: () =>
      follow(
        () =>
          validatePage(registrationState, {
            toggles: deps.toggles(),
            loaded: togglesState.loaded,
          }) === 'code'
            ? userState.phoneNumber
            : null,
        (phoneNumber) => {
          if (phoneNumber) void sendPinOnce();
        },
      ),

    /** "Text me a new code": the notice says where it went once it is on its way. */
    resendPin: async () => {
      void applyChanges(noticeRead());
      const sent = await sendPin();
      if (sent) void applyChanges(codeResent(userState.phoneNumber));
    },

    /** Back to the phone step to fix the number (the code step's "Change", role's Back). */
    changeNumber: () => applyChanges(backToPhone()),

    voicePin: async () => {
      void applyChanges(noticeRead());
      const result = await deliver('voicePin', 'voice', () =>
        deps.clients.phoneVerification.voicePin(recipient()),
      );
      // Section 8's text, whatever words the service answers with.
      if (result) void applyChanges(voicePinSent());
      return result;
    },

    /**
     * Continue on the code step: the typed code (its draft) is confirmed when it has all its
     * digits; an empty or short one is the page's own error, and nothing is sent.
     */
    confirmCode: async () => {
      const confirmCode = String(draftOf(FORMS.code).confirmCode ?? '');
      if (!new RegExp(`^\\d{${PIN_LENGTH}}$`).test(confirmCode)) {
        showFieldErrors(FORMS.code, { code: PAGE_CHECK_MESSAGES.codeLength });
        return;
      }
      showFieldErrors(FORMS.code, {});
      await runAction(
        'confirmCode',
        deps,
        async () => {
          // A resend's or a call's notice has been read.
          void applyChanges(noticeRead());
          const result = await deps.clients.phoneVerification.confirm({
            phoneNumber: userState.phoneNumber ?? '',
            deviceUuid: device(),
            confirmCode,
          });
          clearForm(FORMS.code);
          await applyChanges(afterConfirmCode(result, deps.toggles()), handlers);
        },
        { message: refusal },
      );
      // A wrong or dead code is typed again from the first box; its digits are of no use.
      if (refusesTypedCode(registrationState.errorCode)) {
        editDraft(FORMS.code, { confirmCode: '' });
      }
    },

    chooseRole,

    /** Continue on the role step: the picked role (its draft), or the page's field error. */
    submitRole: async () => {
      const role = draftOf(FORMS.role).role as Role | undefined;
      if (!role) {
        showFieldErrors(FORMS.role, { role: PAGE_CHECK_MESSAGES.noRole });
        return;
      }
      // The pick stays in its draft: browser Back from the next page shows it still picked.
      await chooseRole(role);
    },

    /**
     * Continue on a teen's date-of-birth page: the page's own check, then section 4's rule.
     * Nothing is sent: under 13 the flow stops here with no code texted and nothing kept.
     */
    submitDateOfBirth: async () => {
      const dob = String(draftOf(FORMS.dateOfBirth).dob ?? userState.dob ?? '').trim();
      const today = deps.today();
      const problem = dobProblem(dob, today);
      if (problem) {
        showFieldErrors(FORMS.dateOfBirth, { dob: problem });
        return;
      }
      clearForm(FORMS.dateOfBirth);
      await applyChanges(
        afterDateOfBirth(dob, {
          today,
          preregistered: Boolean(userState.preregisteredUser),
          childFirst: deps.toggles().kidFirstRegParentInviteV0,
        }),
      );
    },

    /**
     * Continue on the invite page before the code: the page's own checks (a name, a US mobile
     * that is not the teen's own), then the teen's number is confirmed. The invitation itself
     * goes out from the registration once the teen has a name to sign it with: this page edits
     * the draft of the registration's own invite_parent question, so that answer is made from it.
     */
    submitParentInvite: async () => {
      const errors = inviteParentErrors(
        inviteParentDraft(draftOf(INVITE_PARENT_QUESTION)),
        userState.phoneNumber,
      );
      showFieldErrors(INVITE_PARENT_QUESTION, errors);
      if (Object.keys(errors).length > 0) return;
      await applyChanges(afterParentNamed());
    },
  };
}
