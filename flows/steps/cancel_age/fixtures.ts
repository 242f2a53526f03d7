import { stateFixture } from '../../views/fixtures/state-fixture';

/** The under-13 stop (cancel_age): a teen whose date of birth says under 13. */
export const cancelAgeFixtures = {
  stopped: stateFixture('Under 13', {
    user: { role: 'child', dob: '06/01/2015', nextRegStep: 'cancel_age' },
  }),
};
