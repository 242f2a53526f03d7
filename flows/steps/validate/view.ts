import { formatUsPhone } from '../../../design-system/lib/us-phone';
import type { ConfirmationCodeScreenProps } from '../../../design-system/screens/confirmation-code/confirmation-code-screen';
import type { StepActions } from '../../actions/step-actions';
import { FORMS } from '../../rules/page-checks';
import {
  pinDeliveryLead,
  resendAnnouncement,
  resendLabel,
  secondsLeft,
  TYPED_CODE_REFUSALS,
  waitOnClock,
} from '../../rules/pin-delivery';
import { splitErrors } from '../../views/split-errors';
import { draftOf, type IntentsOf, type ViewInput, type ViewOf } from '../../views/view-input';

// Refusals about the code itself show at the field; the rest (limits, server) above the form.
const FIELD_OF_CODE = Object.fromEntries(TYPED_CODE_REFUSALS.map((code) => [code, 'code']));

/**
 * validate and confirm_code: the code texted to the number, said only once it went out, the
 * wait before another, and what was sent again.
 */
export function codeView(input: ViewInput): ViewOf<ConfirmationCodeScreenProps> {
  const { registration, user } = input;
  const { formError, fieldErrors } = splitErrors(
    input,
    FORMS.code,
    FIELD_OF_CODE,
    'summarySentences',
  );
  const delivery = registration.pinDelivery;
  const wait = secondsLeft(delivery, input.now);
  const sending = Boolean(registration.loadingFlags.sendPin || registration.loadingFlags.voicePin);
  return {
    phoneNumber: formatUsPhone(user.phoneNumber ?? ''),
    lead: pinDeliveryLead(delivery),
    resendLabel: resendLabel(delivery),
    resendWait: wait > 0 ? waitOnClock(wait) : undefined,
    resendBlocked: wait > 0 || sending,
    resendAnnouncement: resendAnnouncement(delivery, input.now),
    // The draft's field is the call's name (confirmCode): the redaction list keeps it out of
    // storage (flows/model/persistence.ts) like every other code.
    code: String(draftOf<{ confirmCode: string }>(input, FORMS.code).confirmCode ?? ''),
    // A failure sets message to its error too: the summary says it, not a calm notice.
    notice: registration.error ? undefined : (registration.message ?? undefined),
    error: fieldErrors.code,
    formError,
    loading: Boolean(registration.loadingFlags.confirmCode),
  };
}

export function codeIntents(actions: StepActions): IntentsOf<ConfirmationCodeScreenProps> {
  return {
    onCodeChange: (code: string) => actions.editDraft(FORMS.code, { confirmCode: code }),
    onChangeNumber: () => void actions.phone.changeNumber(),
    onResend: () => void actions.phone.resendPin(),
    onVoiceCall: () => void actions.phone.voicePin(),
    onContinue: () => void actions.phone.confirmCode(),
  };
}
