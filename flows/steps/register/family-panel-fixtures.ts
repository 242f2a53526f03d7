import { atGroup } from '../../views/fixtures/sandbox-flows';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';

const atEmail = atGroup('parent_flow_1', 'account_email', [
  { name: 'set_user_email', kind: 'email' },
]);
// The server keeps the plan's name and each added child's id (never a name) as prefilled.
const atFunding = withParts(
  atGroup('parent_flow_1', 'funding', [{ name: 'set_funding_account', kind: 'funding_account' }]),
  {
    registration: {
      prefilledAnswers: {
        setPlan: { pricingPlanName: 'max' },
        addChildInfo: [{ id: 'child-1' }, { id: 'child-2' }],
      },
    },
  },
);

/** What the register step's side panel can show: a parent's start, their summary, a teen's. */
export const familyPanelFixtures = {
  start: stateFixture('A parent at the start', atEmail),
  planAndChildren: stateFixture('Plan chosen, two children added', atFunding),
  teen: stateFixture(
    'A teen signing up',
    withParts(atGroup('child_flow_1', 'account_password', []), { user: { role: 'child' } }),
  ),
};
