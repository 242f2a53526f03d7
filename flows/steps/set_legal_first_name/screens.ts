import { LegalNameAddressScreen } from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { stepScreen } from '../../views/step-screen';
import { legalNameFixtures } from './fixtures';
import { legalNameIntents, legalNameView } from './view';

/**
 * legal_name: set_legal_first_name and set_legal_last_name; where the flow asks them, the
 * partner the person came from (set_partner_source, from the link) and a referral code
 * (set_referral_code, optional, prefilled from a promo code already checked).
 */
export const page = stepScreen(LegalNameAddressScreen, legalNameView, legalNameIntents);

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  // parent_flow_1 asks the name, then the date of birth with the address.
  {
    step: 'set_legal_first_name',
    section: 'Sign up',
    screenStories: 'Sign up/About you',
    page,
    fixtures: legalNameFixtures,
  },
];
