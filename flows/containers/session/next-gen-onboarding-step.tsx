import * as React from 'react';
import { NextGenOnboardingScreen } from '../../../design-system/screens/next-gen-onboarding/next-gen-onboarding-screen';
import { clientConfig } from '../../platform/client-config';
import { sessionActions } from '../actions-instance';

// Past this, the redirect is taken as stalled and the button becomes the way on.
const STALLED_AFTER_MS = 8000;

/**
 * next_gen_onboarding: hands the person over to the new onboarding. It goes by itself; the
 * button is for when it does not (a blocked or slow redirect). With no address known at all
 * (the sandbox), the button goes to the provider's home page, where the apps are.
 */
export default function NextGenOnboardingStep() {
  const [stalled, setStalled] = React.useState(false);

  const handOff = React.useCallback((asked: boolean) => {
    void sessionActions()
      .then((actions) => actions.continueToNextGen())
      .then((target) => {
        const to = target ?? (asked ? clientConfig().providerHomeUrl : null);
        if (to) window.location.assign(to);
        else setStalled(true);
      })
      .catch(() => setStalled(true));
  }, []);

  React.useEffect(() => {
    handOff(false);
    const timer = setTimeout(() => setStalled(true), STALLED_AFTER_MS);
    return () => clearTimeout(timer);
  }, [handOff]);

  return <NextGenOnboardingScreen stalled={stalled} onContinue={() => handOff(true)} />;
}
