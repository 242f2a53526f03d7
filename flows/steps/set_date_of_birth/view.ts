import type { LegalNameAddressScreenProps } from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import type { StepActions } from '../../actions/step-actions';
import { US_STATES } from '../../rules/us-states';
import { groupFrame } from '../../views/group-frame';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';
import { ABOUT_YOU_FORM, aboutYouAnswer, aboutYouPage, aboutYouValues, DOB_REFUSALS } from './rule';

// The server's refusals that belong to one field.
const FIELD_CODES = {
  ...Object.fromEntries(DOB_REFUSALS.map((code) => [code, 'dob'])),
  ERR_PO_BOX: 'addressLine1',
  ERR_INVALID_ADDRESS: 'addressLine1',
};

/** The states and territories as the select offers them: the name read, the code sent. */
export const STATE_OPTIONS = US_STATES.map(([value, label]) => ({ value, label }));

/**
 * about_you: the date of birth (when asked) on its own page, then the home address
 * (docs/decisions/121).
 */
export function aboutYouView(input: ViewInput): ViewOf<LegalNameAddressScreenProps> {
  // The year of birth's limit is a sentence with the year, worded by the page.
  const { fieldErrors, ...frame } = groupFrame(input, ABOUT_YOU_FORM, FIELD_CODES, 'sentences');
  const draft = input.form.drafts[ABOUT_YOU_FORM] ?? {};
  const values = aboutYouValues(draft, input);
  const page = aboutYouPage(draft, input.registration, input.form.errors[ABOUT_YOU_FORM]);
  return {
    ...frame,
    part: page === 'dob' ? 'dateOfBirth' : 'address',
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
