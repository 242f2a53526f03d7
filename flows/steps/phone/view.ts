import type { PhoneEntryScreenProps } from '../../../design-system/screens/phone-entry/phone-entry-screen';
import type { StepActions } from '../../actions/step-actions';
import { FORMS } from '../../rules/page-checks';
import { splitErrors } from '../../views/split-errors';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';

// The server's refusals about the number itself show at the field, the rest above the form.
const FIELD_OF_CODE = { ERR_SMS_UNSUPPORTED: 'phoneNumber', ERR_INVALID_REQUEST: 'phoneNumber' };

/** phone: the number typed so far (kept over a reload) and why the person is back here. */
export function phoneView(input: ViewInput): ViewOf<PhoneEntryScreenProps> {
  const { registration, user } = input;
  const { formError, fieldErrors } = splitErrors(input, FORMS.phone, FIELD_OF_CODE);
  return {
    phoneNumber: user.tempPhoneNumber ?? '',
    loading: Boolean(registration.loadingFlags.phoneCheck),
    error: fieldErrors.phoneNumber,
    formError,
    sessionNotice: registration.timeoutError ?? undefined,
  };
}

export function phoneIntents(actions: StepActions): IntentsOf<PhoneEntryScreenProps> {
  return {
    onPhoneNumberChange: (value: string) => actions.typePhoneNumber(value),
    onContinue: () => void actions.phone.submitPhoneNumber(),
  };
}
