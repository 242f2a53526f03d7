import * as React from 'react';
import { useSnapshot } from 'valtio';
import { JustAMoment } from '../../../design-system/screens/register-status/register-status-screen';
import { registrationState } from '../../model/registration-state';
import { togglesState } from '../../platform/toggles-state';
import { preloadWhenIdle } from '../../shell/lazy-view';
import { FamilyPanelContainer } from '../register/family-panel';
import { groupViews } from '../register/question-groups';
import CodeStep from './code-page';
import { validatePage } from './mobile-auth';
import { MobileAuthStep } from './mobile-auth-page';

/**
 * validate: the carrier confirms the number (Prove) or a code does (mobile-auth.ts); on a wide
 * screen the register step's side panel beside it (docs/decisions/109).
 */
export default function ValidateStep() {
  const page = validatePage(useSnapshot(registrationState), useSnapshot(togglesState));
  // The code decides whether a registration starts: its question groups' code is fetched
  // while the person types it, so the first group shows with the answer that names it.
  React.useEffect(() => preloadWhenIdle(groupViews()), []);
  if (page === 'waiting') return <JustAMoment />;
  return (
    <>
      {page === 'carrier' ? <MobileAuthStep /> : <CodeStep />}
      <FamilyPanelContainer />
    </>
  );
}
