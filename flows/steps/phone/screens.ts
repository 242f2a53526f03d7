import { OutsideUsScreen } from '../../../design-system/screens/outside-us/outside-us-screen';
import { PhoneEntryScreen } from '../../../design-system/screens/phone-entry/phone-entry-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { phoneFixtures } from './fixtures';
import { outsideUsFixtures } from './outside-us-fixtures';
import { outsideUsView } from './outside-us-view';
import { phoneIntents, phoneView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'phone',
    section: 'Sign up',
    screenStories: 'Sign up/Phone entry',
    screen: PhoneEntryScreen,
    view: phoneView,
    intents: phoneIntents,
    fixtures: phoneFixtures,
  },
  {
    // Its stop outside the US (preventNonUSTimezones), before anything is asked.
    step: 'outside_us',
    section: 'Errors and system',
    screenStories: 'Errors and system/Outside the US',
    screen: OutsideUsScreen,
    view: outsideUsView,
    // Nothing to do on the page: no callbacks.
    intents: () => ({}),
    fixtures: outsideUsFixtures,
  },
];
