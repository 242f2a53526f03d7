import { formatUsPhone } from '../../../design-system/lib/us-phone';
import type { MobileAuthScreenProps } from '../../../design-system/screens/mobile-auth/mobile-auth-screen';
import { wordsOf } from '../../../vocabulary/messages/sentence';
import type { StepActions } from '../../actions/step-actions';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';

/**
 * validate under proveMobileAuth (mobile-auth.ts: usesMobileAuth): the carrier
 * confirms the number. Each proveMobileAuthState is its own page; a failed redirect request
 * shows its error above the page it came from.
 */
export function mobileAuthView(input: ViewInput): ViewOf<MobileAuthScreenProps> {
  const { registration, user } = input;
  return {
    proveMobileAuthState: registration.proveMobileAuthState,
    phoneNumber: formatUsPhone(user.phoneNumber ?? ''),
    formError: wordsOf(registration.error),
  };
}

export function mobileAuthIntents(actions: StepActions): IntentsOf<MobileAuthScreenProps> {
  return {
    onConfirm: () => void actions.phone.requestProveRedirect(),
    // A code by text: an access request while one is needed, else a plain verification.
    onUseCode: () => void actions.phone.sendPinOnce(),
    onContinue: () => void actions.phone.sendPinOnce(),
    onBack: () => void actions.phone.changeNumber(),
  };
}
