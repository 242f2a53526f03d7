import * as React from 'react';
import { NextGenOnboardingScreen } from '../../../design-system/screens/next-gen-onboarding/next-gen-onboarding-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { nextGenIntents, nextGenView } from '../../views/next-gen-view';

const intents = nextGenIntents(stepActions);

/** next_gen_onboarding: hands the person over to the new onboarding, by itself. */
export default function NextGenOnboardingStep() {
  React.useEffect(() => {
    void stepActions.session.startHandOff();
  }, []);
  return <NextGenOnboardingScreen {...nextGenView(useViewInput())} {...intents} />;
}
