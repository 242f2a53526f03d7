import * as React from 'react';
import { useSnapshot } from 'valtio';
import { Layout } from '../design-system/primitives/layout';
import { StepRouter } from '../flows/containers/step-router';
import { registrationState } from '../flows/model/registration-state';

/** The application shell: the page frame in the session's layout type around the current step. */
export function Shell() {
  const { layoutType } = useSnapshot(registrationState);
  // Effects run only after hydration has committed; browser tests wait for this mark.
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Layout layoutType={layoutType}>
      <StepRouter />
    </Layout>
  );
}
