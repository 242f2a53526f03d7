import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { ANSWER_ERRORS } from '../../rules/register-answers';
import { typedInto } from '../../views/fixtures/form-parts';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { type FixtureParts, stateFixture, withParts } from '../../views/fixtures/state-fixture';
import { INVITE_PARENT_QUESTION } from './rule';

// child_first_flow_1: the teen invites a parent at its fourth group of five.
const atInvite = withParts(
  atGroup('child_first_flow_1', 'invite_parent', [{ name: 'invite_parent', kind: 'parent' }]),
  { user: { role: 'child', phoneNumber: '+15555550123' } },
);
/** The page's draft (the one both invite pages edit) typed at `at`, with the errors shown. */
const typedAt =
  (at: FixtureParts) => (firstName: string, phoneNumber: string, errors?: Record<string, string>) =>
    withParts(at, typedInto(INVITE_PARENT_QUESTION, { firstName, phoneNumber }, errors));
const typed = typedAt(atInvite);
const filled = typed('Dana', '(555) 987-6543');

/** Every state of the invite-parent page (invite_parent). */
export const inviteParentFixtures = {
  empty: stateFixture('Empty', atInvite),
  filled: stateFixture('Filled', filled),
  submitting: stateFixture(
    'Submitting',
    withParts(filled, { registration: { loadingFlags: { answer: true } } }),
  ),
  invalid: stateFixture(
    'No name, not a mobile number',
    typed('', '(555) 987', {
      firstName: ANSWER_ERRORS.parentFirstName,
      phoneNumber: ANSWER_ERRORS.parentPhone,
    }),
  ),
  ownNumber: stateFixture(
    "The teen's own number",
    typed('Dana', '(555) 555-0123', { phoneNumber: ANSWER_ERRORS.ownNumber }),
  ),
  phoneTaken: stateFixture(
    'Number already has an account',
    withParts(filled, {
      registration: {
        error: 'That phone number already belongs to an account.',
        errorCode: 'ERR_PHONE_TAKEN',
      },
    }),
  ),
  callFailed: stateFixture(
    'Invite not sent',
    withParts(filled, { registration: { error: ERROR_MESSAGES.default } }),
  ),
};

// parent_invite before the code: a teen of 13 or more under kidFirstRegParentInviteV0.
const beforeCode: FixtureParts = {
  user: {
    role: 'child',
    phoneNumber: '+15555550123',
    dob: '04/15/2009',
    nextRegStep: 'parent_invite',
  },
  toggles: { kidFirstRegParentInviteV0: true },
};
const named = typedAt(beforeCode);

/** Every state of the invite page before the code (parent_invite): the page's own checks. */
export const parentInviteFixtures = {
  empty: stateFixture('Empty', beforeCode),
  filled: stateFixture('Filled', named('Dana', '(555) 987-6543')),
  invalid: stateFixture(
    'No name, not a mobile number',
    named('', '(555) 987', {
      firstName: ANSWER_ERRORS.parentFirstName,
      phoneNumber: ANSWER_ERRORS.parentPhone,
    }),
  ),
  ownNumber: stateFixture(
    "The teen's own number",
    named('Dana', '(555) 555-0123', { phoneNumber: ANSWER_ERRORS.ownNumber }),
  ),
};
