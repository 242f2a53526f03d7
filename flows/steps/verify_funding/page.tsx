import { FundingVerification } from './funding-verification';

/**
 * verify_funding: the two amounts of a funding account left to verify later, reached from the
 * completion page's reminder. Verified or put off again, the parent is back at completion (the
 * actions' rule, steps/verification).
 */
export default function VerifyFundingStep() {
  return <FundingVerification />;
}
