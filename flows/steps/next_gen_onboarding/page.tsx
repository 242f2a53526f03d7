import { NextGenOnboardingScreen } from '../../../design-system/screens/next-gen-onboarding/next-gen-onboarding-screen';
import { screenPage } from '../../shell/screen-page';
import { nextGenIntents, nextGenView } from './view';

/** next_gen_onboarding: hands the person over to the new onboarding, by itself. */
export default screenPage(NextGenOnboardingScreen, nextGenView, nextGenIntents);
