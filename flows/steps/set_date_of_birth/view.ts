import type { LegalNameAddressScreenProps } from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import type { StepActions } from '../../actions/step-actions';
import { US_STATES } from '../../rules/us-states';
import { groupFrame } from '../../views/group-frame';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';
import { ABOUT_YOU_FORM, aboutYouAnswer, aboutYouAsks, aboutYouValues } from './rule';

// The server's refusals that belong to one field.
const FIELD_CODES = {
  ERR_INVALID_DOB: 'dob',
  ERR_UNDER_AGE: 'dob',
  ERR_PO_BOX: 'addressLine1',
  ERR_INVALID_ADDRESS: 'addressLine1',
};

/** The states and territories as the select offers them: the name read, the code sent. */
export const STATE_OPTIONS = US_STATES.map(([value, label]) => ({ value, label }));

/** about_you with the address: the date of birth (when asked) and the home address. */
export function aboutYouView(input: ViewInput): ViewOf<LegalNameAddressScreenProps> {
  const { fieldErrors, ...frame } = groupFrame(input, ABOUT_YOU_FORM, FIELD_CODES);
  const values = aboutYouValues(input.form.drafts[ABOUT_YOU_FORM] ?? {}, input);
  return {
    ...frame,
    part: 'address',
    askDateOfBirth: aboutYouAsks(input.registration).dob,
    values: { firstName: '', lastName: '', gender: null, ...values },
    fieldErrors,
    stateOptions: STATE_OPTIONS,
  };
}

export function aboutYouIntents(actions: StepActions): IntentsOf<LegalNameAddressScreenProps> {
  return {
    onValuesChange: ({ dob, addressLine1, addressLine2, city, state, zip }) =>
      actions.editDraft(ABOUT_YOU_FORM, { dob, addressLine1, addressLine2, city, state, zip }),
    onContinue: () => void actions.registration.sendForm(ABOUT_YOU_FORM, aboutYouAnswer),
  };
}
