import type { AccountStatusScreenProps } from '../../../design-system/screens/account-status/account-status-screen';
import type { StepActions } from '../../actions/step-actions';
import { SUPPORT_PHONE } from '../../rules/contact';
import { deactivatedMessage } from '../../rules/error-codes';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';

/**
 * deactivated and invalidated. Deactivated: the section 8 text, older or newer by the
 * newDeactivatedErrorMsg toggle, each with a call to customer support. Invalidated: the number must
 * be confirmed again.
 */
export function accountStatusView(input: ViewInput): ViewOf<AccountStatusScreenProps> {
  if (input.user.nextRegStep === 'invalidated') {
    return {
      status: 'invalidated',
      heading: 'accountStatus.invalidatedHeading',
      text: { id: 'accountStatus.invalidated' },
      supportPhone: undefined,
    };
  }
  const closed = input.toggles.newDeactivatedErrorMsg;
  return {
    status: 'deactivated',
    heading: closed ? 'accountStatus.closedHeading' : 'accountStatus.deactivatedHeading',
    text: deactivatedMessage(closed),
    // Both texts leave support as the way out: the closed one names no number of its own.
    supportPhone: { display: SUPPORT_PHONE.display, href: SUPPORT_PHONE.tel },
  };
}

export function accountStatusIntents(actions: StepActions): IntentsOf<AccountStatusScreenProps> {
  return {
    onContinue: () => void actions.session.confirmNumberAgain(),
    onStartOver: () => void actions.session.startOver(),
  };
}
