import { MicroDepositVerificationScreen } from '../../../design-system/screens/micro-deposit-verification/micro-deposit-verification-screen';
import { stepActions } from '../../composition/step-actions-instance';
import { useViewInput } from '../../hooks/use-view-input';
import { microDepositIntents, microDepositView } from './view';

const intents = microDepositIntents(stepActions);

/**
 * The two amounts (spec section 4): right after a funding account that needs them, and from
 * the completion page's reminder (verify_funding). After a reload without the funding extras,
 * the account awaiting them is looked up on entering (the step registry's verify_funding).
 */
export function FundingVerification() {
  return <MicroDepositVerificationScreen {...microDepositView(useViewInput())} {...intents} />;
}
