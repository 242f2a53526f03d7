import * as React from 'react';
import { useSnapshot } from 'valtio';
import { JustAMoment } from '../../../design-system/screens/register-status/register-status-screen';
import { registrationState } from '../../model/registration-state';
import { togglesState } from '../../platform/toggles-state';
import { preloadWhenIdle } from '../../shell/lazy-view';
import { FamilyPanelContainer } from '../register/family-panel';
import { groupViews } from '../register/question-groups';
import CodeStep from './code-page';
import { usesMobileAuth } from './mobile-auth';
import { MobileAuthStep } from './mobile-auth-page';

/**
 * validate: the carrier confirms the number (Prove) or a code does (mobile-auth.ts); on a wide
 * screen the register step's side panel beside it (docs/decisions/109).
 */
export default function ValidateStep() {
  const { proveMobileAuthState, needsAccessRequest, pinDelivery } = useSnapshot(registrationState);
  const { toggles, loaded } = useSnapshot(togglesState);
  const { proveMobileAuth } = toggles;
  // The code decides whether a registration starts: its question groups' code is fetched
  // while the person types it, so the first group shows with the answer that names it.
  React.useEffect(() => preloadWhenIdle(groupViews()), []);
  // A full load (a reload) shows this step before the toggles have come: until they say
  // whether the carrier confirms the number, the code page must not open, or it texts a code
  // nobody asked for.
  if (!loaded && needsAccessRequest && pinDelivery === null && proveMobileAuthState === null) {
    return <JustAMoment />;
  }
  const carrier = usesMobileAuth({
    proveMobileAuth,
    needsAccessRequest,
    proveMobileAuthState,
    codeAsked: pinDelivery !== null,
  });
  return (
    <>
      {carrier ? <MobileAuthStep /> : <CodeStep />}
      <FamilyPanelContainer />
    </>
  );
}
