import { stateFixture } from '../../views/fixtures/state-fixture';

/** Every state of the deactivated and invalidated steps. */
export const accountStatusFixtures = {
  deactivated: stateFixture('Deactivated', { user: { nextRegStep: 'deactivated' } }),
  closed: stateFixture('Deactivated, newer message', {
    user: { nextRegStep: 'deactivated' },
    toggles: { newDeactivatedErrorMsg: true },
  }),
  invalidated: stateFixture('Invalidated', { user: { nextRegStep: 'invalidated' } }),
};
