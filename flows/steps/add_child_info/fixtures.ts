import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { ANSWER_ERRORS } from '../../rules/register-answers';
import { typedInto } from '../../views/fixtures/form-parts';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { type FixtureParts, stateFixture, withParts } from '../../views/fixtures/state-fixture';
import { CHILDREN_FORM, type ChildDraft } from './rule';

// The children group is the sixth of parent_flow_1's ten.
const atChildren = atGroup('parent_flow_1', 'children', [
  { name: 'add_child_info', kind: 'child' },
]);
const typed = (children: ChildDraft[], errors: Record<string, string> = {}) =>
  withParts(atChildren, typedInto(CHILDREN_FORM, { children }, errors));
const child = (firstName: string, dob = ''): ChildDraft => ({ firstName, dob });
// The COPPA toggle (section 3) with both of its flags on.
const coppa: FixtureParts = {
  addChildCoppa: { enabled: true, requireChildDateOfBirth: true, displayDisclaimer: true },
};

/** Every state of the children group's page (add_child_info) a parent can reach. */
export const childrenFixtures = {
  empty: stateFixture('Empty', atChildren),
  one: stateFixture('One child', typed([child('Maya')])),
  two: stateFixture('Two children', typed([child('Maya'), child('Leo')])),
  five: stateFixture(
    'Five children: no more here',
    typed(['Maya', 'Leo', 'Ava', 'Noah', 'Zoe'].map((name) => child(name))),
  ),
  missing: stateFixture(
    'Continue without a name',
    typed([child('Maya'), child('')], { 'child-2-first-name': ANSWER_ERRORS.childFirstName }),
  ),
  submitting: stateFixture(
    'Submitting',
    withParts(typed([child('Maya')]), { registration: { loadingFlags: { answer: true } } }),
  ),
  coppa: stateFixture('COPPA: date of birth and disclaimer', withParts(atChildren, coppa)),
  coppaFilled: stateFixture(
    'COPPA: filled',
    withParts(typed([child('Maya', '06/02/2012')]), coppa),
  ),
  coppaMissingDob: stateFixture(
    'COPPA: no date of birth',
    withParts(typed([child('Maya')], { 'child-1-dob': ANSWER_ERRORS.childDob }), coppa),
  ),
  dobOnly: stateFixture(
    'COPPA: date of birth without the disclaimer',
    withParts(atChildren, {
      addChildCoppa: { enabled: true, requireChildDateOfBirth: true, displayDisclaimer: false },
    }),
  ),
  callFailed: stateFixture(
    'Answer not sent',
    withParts(typed([child('Maya')]), { registration: { error: ERROR_MESSAGES.default } }),
  ),
};
