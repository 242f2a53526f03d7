import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { ANSWER_ERRORS } from '../../rules/register-answers';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { type FixtureParts, stateFixture, withParts } from '../../views/fixtures/state-fixture';

// parent_flow_6 asks it as its sixth group of eleven.
const atWaitlist = withParts(
  atGroup('parent_flow_6', 'credit_waitlist', [{ name: 'set_credit_waitlist', kind: 'credit' }]),
  { registration: { prefilledAnswers: { setUserEmail: 'pat.rivera@example.com' } } },
);
const draft = (choice: 'join' | 'decline' | null, confirming = false): FixtureParts => ({
  form: { drafts: { set_credit_waitlist: { choice, confirming } }, errors: {} },
});
const submitting: FixtureParts = { registration: { loadingFlags: { answer: true } } };

/** Every state of the credit-waitlist question (set_credit_waitlist). */
export const creditWaitlistFixtures = {
  empty: stateFixture('Empty', atWaitlist),
  joining: stateFixture('Joining', withParts(atWaitlist, draft('join'))),
  declining: stateFixture('Declining', withParts(atWaitlist, draft('decline'))),
  noChoice: stateFixture(
    'No choice made',
    withParts(atWaitlist, {
      form: {
        drafts: {},
        errors: { set_credit_waitlist: { choice: ANSWER_ERRORS.creditWaitlist } },
      },
    }),
  ),
  refused: stateFixture(
    'Answer not sent',
    withParts(atWaitlist, draft('join', true), { registration: { error: ERROR_MESSAGES.default } }),
  ),
};

/** Every state of its confirmation, shown before the one answer is sent. */
export const creditWaitlistConfirmFixtures = {
  joined: stateFixture('Joined', withParts(atWaitlist, draft('join', true))),
  joinedWithoutEmail: stateFixture(
    'Joined, no email answered in this flow',
    withParts(atWaitlist, draft('join', true), { registration: { prefilledAnswers: {} } }),
  ),
  notJoined: stateFixture('Not joined', withParts(atWaitlist, draft('decline', true))),
  submitting: stateFixture('Submitting', withParts(atWaitlist, draft('join', true), submitting)),
};
