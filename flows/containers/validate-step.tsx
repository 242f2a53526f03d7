import * as React from 'react';
import { useSnapshot } from 'valtio';
import { registrationState } from '../model/registration-state';
import { togglesState } from '../platform/toggles-state';
import { usesMobileAuth } from '../steps/mobile-auth';
import CodeStep from './code-step';
import { preloadWhenIdle } from './lazy-view';
import { MobileAuthStep } from './mobile-auth-step';
import { QUESTION_GROUPS } from './register/question-groups';

/** validate: the carrier confirms the number (Prove) or a code does (flows/steps/mobile-auth). */
export default function ValidateStep() {
  const { proveMobileAuthState, needsAccessRequest, pinDelivery } = useSnapshot(registrationState);
  const { proveMobileAuth } = useSnapshot(togglesState).toggles;
  // The code decides whether a registration starts: its question groups' code is fetched
  // while the person types it, so the first group shows with the answer that names it.
  React.useEffect(() => preloadWhenIdle(Object.values(QUESTION_GROUPS)), []);
  const carrier = usesMobileAuth({
    proveMobileAuth,
    needsAccessRequest,
    proveMobileAuthState,
    codeAsked: pinDelivery !== null,
  });
  return carrier ? <MobileAuthStep /> : <CodeStep />;
}
