import { useSnapshot } from 'valtio';
import { registrationState } from '../model/registration-state';
import { togglesState } from '../platform/toggles-state';
import { usesMobileAuth } from '../steps/mobile-auth';
import CodeStep from './code-step';
import { MobileAuthStep } from './mobile-auth-step';

/** validate: the carrier confirms the number (Prove) or a code does (flows/steps/mobile-auth). */
export default function ValidateStep() {
  const { proveMobileAuthState, needsAccessRequest, pinDelivery } = useSnapshot(registrationState);
  const { proveMobileAuth } = useSnapshot(togglesState).toggles;
  const carrier = usesMobileAuth({
    proveMobileAuth,
    needsAccessRequest,
    proveMobileAuthState,
    codeAsked: pinDelivery !== null,
  });
  return carrier ? <MobileAuthStep /> : <CodeStep />;
}
