import { stateFixture } from '../../views/fixtures/state-fixture';

/** preventNonUSTimezones on, and a browser whose time zone is outside the US. */
export const outsideUsFixtures = {
  london: stateFixture('Time zone outside the US', {
    registration: { outsideUsTimeZone: 'Europe/London' },
    toggles: { preventNonUSTimezones: true },
  }),
};
