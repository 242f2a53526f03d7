import { stateFixture } from '../../views/fixtures/state-fixture';

/**
 * complete_placeholder: a teen who chose "I'm a teen" without the child-first flow, and an
 * approver at the end of their sign-up with approverPlaceholderComplete off.
 */
export const teenPlaceholderFixtures = {
  waiting: stateFixture('Teen, waiting for a parent', {
    user: { role: 'child', nextRegStep: 'complete_placeholder' },
  }),
  approver: stateFixture('Approver, placeholder account', {
    user: { role: 'approver', nextRegStep: 'complete_placeholder' },
  }),
};
