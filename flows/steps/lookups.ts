import type { RegistrationState } from '../model/registration-state';
import type { UserState } from '../model/user-state';
import { DEFAULT_KYC_FAILURE } from '../rules/constants';
import type { StepChanges } from './changes';

/**
 * What a service's lookup answered (spec section 7), kept for the page that shows it: an
 * email's correction, a promotion code's value, a bank's name, the current plan, why identity
 * failed, an invitation confirmed.
 */

/** The server's check of an email as typed: its correction, or none. */
export const emailChecked = (emailCorrection: string | null | undefined): StepChanges => ({
  user: { emailCorrection: emailCorrection ?? null },
});

/** A new email is sent: the duplicate-email state of the last one goes (section 5). */
export const duplicateEmailCleared = (): StepChanges => ({
  registration: { registeredEmailError: false },
});

/** A promotion code the server knows, and the reward it gives. */
export const promoCodeVerified = (result: {
  promoCode: string;
  state: NonNullable<RegistrationState['promoCode']>['state'];
  referralRewardValue?: UserState['referralRewardValue'];
}): StepChanges => ({
  registration: { promoCode: { code: result.promoCode, state: result.state } },
  user: { referralRewardValue: result.referralRewardValue ?? null },
});

/** The bank a routing number names. */
export const bankNameFound = (bankName: UserState['bankName']): StepChanges => ({
  user: { bankName },
});

/** The family's current pricing plan. */
export const pricingPlanFetched = (currentPlan: UserState['currentPlan']): StepChanges => ({
  user: { currentPlan },
});

/**
 * Why identity failed, and whether the tries are spent; a failed lookup (undefined) defaults to
 * compliance_risk with max attempts exceeded (section 8).
 */
export const kycFailureFound = (
  result: Pick<UserState, 'failureReason' | 'hasExceededMaxVerificationAttempts'> | undefined,
): StepChanges => ({
  user: {
    failureReason: (result ?? DEFAULT_KYC_FAILURE).failureReason,
    hasExceededMaxVerificationAttempts: (result ?? DEFAULT_KYC_FAILURE)
      .hasExceededMaxVerificationAttempts,
  },
});

/** The identity pages' forms were reset, as a partial or challenge error asked. */
export const identityFormsReset = (): StepChanges => ({ registration: { resetKBAFlow: false } });

/**
 * An invitation's token names this user: it is kept, and the number it was sent to fills the
 * phone step (undefined: none to fill).
 */
export const invitationConfirmed = (
  placeholderToken: string,
  tempPhoneNumber: string | null | undefined,
): StepChanges => ({
  registration: { placeholderToken },
  ...(tempPhoneNumber ? { user: { tempPhoneNumber } } : {}),
});
