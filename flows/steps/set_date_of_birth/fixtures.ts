import { DOB_TEXTS } from '../../rules/date-of-birth';
import { ERROR_MESSAGES } from '../../rules/errors';
import { ANSWER_ERRORS } from '../../rules/register-answers';
import { typedInto } from '../../views/fixtures/form-parts';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';

const FORM = 'set_date_of_birth';

// parent_flow_1 asks the date of birth and the home address together, fourth of ten groups.
const atAboutYou = withParts(
  atGroup('parent_flow_1', 'about_you', [
    { name: 'set_date_of_birth', kind: 'date_of_birth' },
    { name: 'set_legal_address', kind: 'address' },
  ]),
  { user: { role: 'parent' } },
);
const address = {
  dob: '03/27/1985',
  addressLine1: '1 Harbor Lane',
  addressLine2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
};
const typed = (draft: Record<string, unknown>, errors: Record<string, string> = {}) =>
  withParts(atAboutYou, typedInto(FORM, { ...address, ...draft }, errors));
const filled = typed({});

/** Every state of the about-you page with the address (set_legal_address) a parent can reach. */
export const aboutYouFixtures = {
  empty: stateFixture('Empty', atAboutYou),
  filled: stateFixture('Filled', filled),
  prefilled: stateFixture(
    'Prefilled by the server',
    withParts(atAboutYou, {
      registration: {
        prefilledAnswers: {
          setDateOfBirth: '03/27/1985',
          setLegalAddress: {
            street: '1 Harbor Lane',
            city: 'Springfield',
            state: 'IL',
            zip: '62701',
          },
        },
      },
    }),
  ),
  submitting: stateFixture(
    'Submitting',
    withParts(filled, { registration: { loadingFlags: { answer: true } } }),
  ),
  missing: stateFixture(
    'Continue with nothing typed',
    typed(
      { dob: '', addressLine1: '', city: '', state: '', zip: '' },
      {
        dob: DOB_TEXTS.empty,
        addressLine1: ANSWER_ERRORS.street,
        city: ANSWER_ERRORS.city,
        state: ANSWER_ERRORS.state,
        zip: ANSWER_ERRORS.zip,
      },
    ),
  ),
  implausibleYear: stateFixture(
    'Born 01/01/1890',
    typed({ dob: '01/01/1890' }, { dob: DOB_TEXTS.tooOld(1906) }),
  ),
  shortYear: stateFixture(
    'A two-digit year',
    typed({ dob: '02/03/85' }, { dob: DOB_TEXTS.shortYear }),
  ),
  poBox: stateFixture(
    'A P.O. box',
    typed({ addressLine1: 'P.O. Box 12' }, { addressLine1: ANSWER_ERRORS.poBox }),
  ),
  underAge: stateFixture(
    'Refused by the server: under 18',
    withParts(typed({ dob: '03/27/2010' }), {
      registration: {
        error: 'You must be at least 18 to open a parent account.',
        errorCode: 'ERR_UNDER_AGE',
      },
    }),
  ),
  callFailed: stateFixture(
    'Answer not sent',
    withParts(filled, { registration: { error: ERROR_MESSAGES.default } }),
  ),
};
