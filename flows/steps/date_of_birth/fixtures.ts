import { DOB_TEXTS } from '../../rules/date-of-birth';
import { FORMS } from '../../rules/page-checks';
import { typedInto } from '../../views/fixtures/form-parts';
import { type FixtureParts, stateFixture, withParts } from '../../views/fixtures/state-fixture';

// A teen who chose "I'm a teen" under kidFirstRegParentInviteV0: nothing sent yet.
const atDateOfBirth: FixtureParts = {
  user: { role: 'child', phoneNumber: '+15555550123', nextRegStep: 'date_of_birth' },
  toggles: { kidFirstRegParentInviteV0: true },
};
const typed = (dob: string, error?: string) =>
  withParts(atDateOfBirth, typedInto(FORMS.dateOfBirth, { dob }, error ? { dob: error } : {}));

/** Every state of a teen's date-of-birth page (date_of_birth): the page's own checks only. */
export const dateOfBirthFixtures = {
  empty: stateFixture('Empty', atDateOfBirth),
  filled: stateFixture('Filled', typed('04/15/2009')),
  returned: stateFixture(
    'Back from the invite page',
    withParts(atDateOfBirth, { user: { dob: '04/15/2009' } }),
  ),
  missing: stateFixture('Continue with nothing typed', typed('', DOB_TEXTS.empty)),
  notADate: stateFixture('Not a real date', typed('02/30/2009', DOB_TEXTS.shape)),
  shortYear: stateFixture('A two-digit year', typed('02/03/09', DOB_TEXTS.shortYear)),
  future: stateFixture('A date to come', typed('01/01/2099', DOB_TEXTS.future)),
};
