import { stateFixture } from '../../views/fixtures/state-fixture';

/** widget_page (section 2): the account's next step is in the app. */
export const widgetPageFixtures = {
  web: stateFixture('In a browser', { user: { nextRegStep: 'widget_page' } }),
  inApp: stateFixture('Inside the native apps', {
    user: { nextRegStep: 'widget_page' },
    registration: { embeddedWebreg: true, appOs: 'ios', layoutType: 'compact' },
  }),
};
