import { LegalNameAddressScreen } from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import type { StepEntry } from '../../views/step-registry';
import { legalNameFixtures } from './fixtures';
import { legalNameIntents, legalNameView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly StepEntry[] = [
  // parent_flow_1 asks the name, then the date of birth with the address.
  {
    step: 'set_legal_first_name',
    section: 'Sign up',
    screenStories: 'Sign up/Legal name and address',
    screen: LegalNameAddressScreen,
    view: legalNameView,
    intents: legalNameIntents,
    fixtures: legalNameFixtures,
  },
];
