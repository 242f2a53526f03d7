import { describe, expect, it } from 'vitest';
import { afterDebitVerificationSkipped, afterDebitVerified, toFundingVerification } from './rule';

describe('debit verification', () => {
  it('"Success clears needsVerification."', () => {
    expect(afterDebitVerified().registration?.needsVerification).toBe(false);
  });

  it('"Choosing later leaves needsVerification set and sets skippedVerification."', () => {
    const changes = afterDebitVerificationSkipped();
    expect(changes.registration).toEqual({
      skippedVerification: true,
      error: null,
      errorCode: null,
    });
    expect(changes.registration).not.toHaveProperty('needsVerification');
    expect(changes.user).toBeUndefined();
  });

  it('from verify_funding (the completion reminder), both go back to completion', () => {
    expect(afterDebitVerificationSkipped('verify_funding').user).toEqual({
      nextRegStep: 'complete',
    });
    expect(afterDebitVerified('verify_funding').user).toEqual({ nextRegStep: 'complete' });
    expect(afterDebitVerified('register').user).toBeUndefined();
    // The completion page's summary said the amounts were to come: it is read again.
    expect(afterDebitVerified('verify_funding').registration).toMatchObject({ confirmation: null });
    expect(afterDebitVerified('register').registration).not.toHaveProperty('confirmation');
  });

  it('"verify now" on the completion page opens verify_funding without an old error', () => {
    expect(toFundingVerification()).toEqual({
      registration: { error: null, errorCode: null },
      user: { nextRegStep: 'verify_funding' },
    });
  });
});
