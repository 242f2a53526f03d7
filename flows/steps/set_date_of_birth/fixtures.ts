import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import type { Sentence } from '../../../vocabulary/messages/sentence';
import { DOB_TEXTS } from '../../rules/date-of-birth';
import { ANSWER_ERRORS } from '../../rules/register-answers';
import { typedInto } from '../../views/fixtures/form-parts';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';

const FORM = 'set_date_of_birth';

// parent_flow_1 asks the date of birth and the home address as one group, fourth of ten.
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
const typed = (draft: Record<string, unknown>, errors: Record<string, Sentence> = {}) =>
  withParts(atAboutYou, typedInto(FORM, { ...address, ...draft }, errors));
// The address's page: the date has passed its own page (the draft's page, decision 121).
const onAddress = (draft: Record<string, unknown>, errors: Record<string, string> = {}) =>
  typed({ page: 'address', ...draft }, errors);
const filled = onAddress({});
const noAddress = { addressLine1: '', addressLine2: '', city: '', state: '', zip: '' };

/**
 * Every state of About you a parent can reach: the date of birth's page, then the home
 * address's (set_legal_address).
 */
export const aboutYouFixtures = {
  empty: stateFixture('Date of birth empty', atAboutYou),
  dobFilled: stateFixture(
    'Date of birth typed',
    withParts(atAboutYou, typedInto(FORM, { dob: address.dob })),
  ),
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
  dobMissing: stateFixture(
    'Continue with no date',
    withParts(atAboutYou, typedInto(FORM, { dob: '' }, { dob: DOB_TEXTS.empty })),
  ),
  implausibleYear: stateFixture(
    'Born 01/01/1890',
    typed({ dob: '01/01/1890' }, { dob: DOB_TEXTS.tooOld(1906) }),
  ),
  shortYear: stateFixture(
    'A two-digit year',
    typed({ dob: '02/03/85' }, { dob: DOB_TEXTS.shortYear }),
  ),
  underAge: stateFixture(
    'Refused by the server: under 18',
    withParts(onAddress({ dob: '03/27/2010' }), {
      registration: {
        error: 'You must be at least 18 to open a parent account.',
        errorCode: 'ERR_UNDER_AGE',
      },
    }),
  ),
  addressEmpty: stateFixture('Home address empty', onAddress(noAddress)),
  filled: stateFixture('Filled', filled),
  submitting: stateFixture(
    'Submitting',
    withParts(filled, { registration: { loadingFlags: { answer: true } } }),
  ),
  missing: stateFixture(
    'Continue with no address',
    onAddress(noAddress, {
      addressLine1: ANSWER_ERRORS.street,
      city: ANSWER_ERRORS.city,
      state: ANSWER_ERRORS.state,
      zip: ANSWER_ERRORS.zip,
    }),
  ),
  poBox: stateFixture(
    'A P.O. box',
    onAddress({ addressLine1: 'P.O. Box 12' }, { addressLine1: ANSWER_ERRORS.poBox }),
  ),
  callFailed: stateFixture(
    'Answer not sent',
    withParts(filled, { registration: { error: ERROR_MESSAGES.default } }),
  ),
};
