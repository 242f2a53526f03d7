import { userState } from '../model/user-state';
import { FundingVerification } from './register/funding-verification';

/**
 * verify_funding: the two amounts of a funding account left to verify later, reached from the
 * completion screen's reminder. Verified or put off again, the parent is back at completion.
 */
export default function VerifyFundingStep() {
  return (
    <FundingVerification
      onDone={() => {
        userState.nextRegStep = 'complete';
      }}
    />
  );
}
