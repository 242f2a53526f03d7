import { AddressCheckNotice } from '../../../design-system/screens/legal-name-address/address-check-notice';
import { LegalNameAddressScreen } from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { addressCheckFixtures } from './address-check-fixtures';
import {
  addressCheckIntents,
  addressCheckView,
  addressFixIntents,
  addressFixView,
} from './address-check-view';
import { aboutYouFixtures } from './fixtures';
import { aboutYouIntents, aboutYouView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'set_legal_address',
    section: 'Sign up',
    screenStories: 'Sign up/About you',
    screen: LegalNameAddressScreen,
    view: aboutYouView,
    intents: aboutYouIntents,
    fixtures: aboutYouFixtures,
  },
  // An address the postal check could not confirm waits as a notice, fixed in place or kept.
  {
    step: 'address_check',
    section: 'Sign up',
    screenStories: 'Sign up/Check your home address',
    screen: AddressCheckNotice,
    view: addressCheckView,
    intents: addressCheckIntents,
    fixtures: { waiting: addressCheckFixtures.waiting, keeping: addressCheckFixtures.keeping },
  },
  {
    step: 'address_fix',
    section: 'Sign up',
    screenStories: 'Sign up/About you',
    screen: LegalNameAddressScreen,
    view: addressFixView,
    intents: addressFixIntents,
    fixtures: { fixing: addressCheckFixtures.fixing },
  },
];
