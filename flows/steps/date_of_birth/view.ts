import type { DateOfBirthScreenProps } from '../../../design-system/screens/date-of-birth/date-of-birth-screen';
import type { StepActions } from '../../actions/step-actions';
import { FORMS } from '../../rules/page-checks';
import { splitErrors } from '../../views/split-errors';
import { draftOf, type IntentsOf, type ViewInput, type ViewOf } from '../../views/view-input';

/**
 * date_of_birth: a teen's age, asked right after the role and before any code (section 4,
 * "Date of birth"). Nothing is sent from this page, so it has no busy state; the date comes
 * back when the teen returns to it.
 */
export function dateOfBirthView(input: ViewInput): ViewOf<DateOfBirthScreenProps> {
  // The year's limit is a sentence with the year, worded by the page.
  const { formError, fieldErrors } = splitErrors(input, FORMS.dateOfBirth, {}, 'sentences');
  return {
    dob: draftOf<{ dob: string }>(input, FORMS.dateOfBirth).dob ?? input.user.dob ?? '',
    error: fieldErrors.dob,
    formError,
    loading: false,
  };
}

export function dateOfBirthIntents(actions: StepActions): IntentsOf<DateOfBirthScreenProps> {
  return {
    onDobChange: (dob: string) => actions.editDraft(FORMS.dateOfBirth, { dob }),
    onContinue: () => void actions.phone.submitDateOfBirth(),
  };
}
