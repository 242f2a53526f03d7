import { describe, expect, it } from 'vitest';
import {
  bankNameFound,
  duplicateEmailCleared,
  emailChecked,
  identityFormsReset,
  invitationConfirmed,
  kycFailureFound,
  pricingPlanFetched,
  promoCodeVerified,
} from './lookups';

describe('what a lookup answered', () => {
  it("keeps an email's correction, or none, and clears the duplicate-email state", () => {
    expect(emailChecked('ann@example.com')).toEqual({
      user: { emailCorrection: 'ann@example.com' },
    });
    expect(emailChecked(undefined)).toEqual({ user: { emailCorrection: null } });
    expect(duplicateEmailCleared()).toEqual({ registration: { registeredEmailError: false } });
  });

  it("keeps a promotion code with its reward, a bank's name and the current plan", () => {
    expect(promoCodeVerified({ promoCode: 'SAVE10', state: 'valid' } as never)).toEqual({
      registration: { promoCode: { code: 'SAVE10', state: 'valid' } },
      user: { referralRewardValue: null },
    });
    expect(bankNameFound('Harbor Bank')).toEqual({ user: { bankName: 'Harbor Bank' } });
    const plan = { name: 'max' } as never;
    expect(pricingPlanFetched(plan)).toEqual({ user: { currentPlan: plan } });
  });

  it('says why identity failed, with section 8 default when the lookup failed', () => {
    expect(
      kycFailureFound({ failureReason: 'id_mismatch', hasExceededMaxVerificationAttempts: false }),
    ).toEqual({
      user: { failureReason: 'id_mismatch', hasExceededMaxVerificationAttempts: false },
    });
    expect(kycFailureFound(undefined)).toEqual({
      user: { failureReason: 'compliance_risk', hasExceededMaxVerificationAttempts: true },
    });
    expect(identityFormsReset()).toEqual({ registration: { resetKBAFlow: false } });
  });

  it('keeps a confirmed invitation token, and its number when it has one', () => {
    expect(invitationConfirmed('tok', '(555) 555-0100')).toEqual({
      registration: { placeholderToken: 'tok' },
      user: { tempPhoneNumber: '(555) 555-0100' },
    });
    expect(invitationConfirmed('tok', null)).toEqual({ registration: { placeholderToken: 'tok' } });
  });
});
