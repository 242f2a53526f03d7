import { FUNDING_VERIFIED_EN } from '../../../vocabulary/messages/funding-verified.en';
import type { NextStep } from '../../rules/next-steps';
import type { StepChanges } from '../changes';

/**
 * Reached from the completion page's reminder (verify_funding), verifying or putting it off
 * again goes back to completion; offered inside the flow, the flow's own next page follows.
 */
const backFrom = (step: NextStep | null | undefined): StepChanges['user'] =>
  step === 'verify_funding' ? { nextRegStep: 'complete' } : undefined;

/**
 * "Success clears needsVerification." Back at completion from its reminder, the page confirms
 * what was verified (its message); inside the flow the next question follows instead.
 */
export const afterDebitVerified = (
  step?: NextStep | null,
  kind: 'bank' | 'card' = 'bank',
): StepChanges => ({
  registration: {
    needsVerification: false,
    skippedVerification: false,
    // From the completion page: its summary still says the amounts are to come, so the page
    // reads it again on the way back.
    ...(step === 'verify_funding'
      ? {
          message:
            FUNDING_VERIFIED_EN[kind === 'card' ? 'fundingVerified.card' : 'fundingVerified.bank'],
          fundingVerificationOutcome: 'verified' as const,
          confirmation: null,
        }
      : {}),
  },
  ...withUser(backFrom(step)),
});

/**
 * "Choosing later leaves needsVerification set and sets skippedVerification." A failed try's
 * message (too many tries...) belongs to the page being left.
 */
export const afterDebitVerificationSkipped = (step?: NextStep | null): StepChanges => ({
  registration: { skippedVerification: true, error: null, errorCode: null },
  ...withUser(backFrom(step)),
});

/**
 * Too many wrong amounts (ERR_MAX_CHALLENGE_WITHDRAWAL_VERIFICATIONS): the server takes no more
 * tries for this account, so the pages stop offering them, after a reload too.
 */
export const afterDebitVerificationBlocked = (): StepChanges => ({
  registration: { fundingVerificationOutcome: 'blocked' },
});

const withUser = (user: StepChanges['user']): Pick<StepChanges, 'user'> => (user ? { user } : {});

/** The completion page's "verify now": the two amounts, on their own step (verify_funding). */
export const toFundingVerification = (): StepChanges => ({
  registration: { error: null, errorCode: null },
  user: { nextRegStep: 'verify_funding' },
});
