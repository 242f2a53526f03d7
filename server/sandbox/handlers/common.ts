import { isUsNationalNumber } from '../../../flows/rules/us-number';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { PLAN_PICKER_CHECKS_EN } from '../../../vocabulary/messages/plan-picker-checks.en';
import type { UserProfile } from '../../db/schema';
import { flowError } from '../flows/engine';
import type { Trx } from '../flows/types';
import type { VaultNonce } from '../funding';
import type { Tokens } from '../jwt';
import type { ScryptCost } from '../passwords';

export type HandlerDeps = {
  tokens: Tokens;
  publicBaseUrl: string;
  scryptCost?: ScryptCost;
  verifyPublicToken: (token: string) => boolean;
  /**
   * PAYMENTS_PROVIDER=braintree: nonces come from the real braintree-web, not the sandbox's test
   * mode, and are saved only once Braintree has vaulted them (vaultPaymentMethod).
   */
  vaultNonce?: VaultNonce;
  toggles?: () => Promise<Record<string, unknown>>;
};

export const ANSWER_MESSAGES = {
  ERR_INVALID_EMAIL: 'Please enter a valid email address.',
  // Spec section 8, word for word: the client matches this text to set registeredEmailError.
  ERR_EMAIL_TAKEN: ERROR_MESSAGES.duplicateEmail,
  ERR_PASSWORD_MISMATCH: 'The passwords do not match.',
  ERR_INVALID_NAME:
    'Please enter a name of up to 60 letters, spaces, hyphens, apostrophes and periods.',
  ERR_INVALID_DOB: 'Please enter a valid date of birth as MM/DD/YYYY.',
  ERR_UNDER_AGE: 'You must be at least 18 to open a parent account.',
  ERR_CHILD_AGE: 'Children must be at least 13 to sign up themselves.',
  ERR_PO_BOX: 'Please enter a street address. P.O. boxes are not accepted.',
  ERR_INVALID_ADDRESS: 'Please enter your full street address, with a US state.',
  // The plan page finds these words in the family's language (plan-picker-checks).
  ERR_INVALID_PLAN: PLAN_PICKER_CHECKS_EN['planPickerChecks.refused'],
  ERR_INVALID_AMOUNT: 'Please enter an amount between $20 and $10,000.',
  ERR_INVALID_PHONE: 'Please enter a valid US mobile number.',
  ERR_PHONE_TAKEN: 'That phone number already belongs to an account.',
  ERR_INVALID_STATE: 'Create your account first.',
} as const;

export const refuse = (action: string, code: keyof typeof ANSWER_MESSAGES) => ({
  error: flowError(action, code, ANSWER_MESSAGES[code]),
});

/** +1 and ten NANP digits, or null when it is not a US number. */
export function usPhone(value: unknown): string | null {
  const digits = String(value ?? '').replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return isUsNationalNumber(national) ? `+1${national}` : null;
}

/** Merges profile fields into the user (answers before the account exists are only kept). */
export async function updateProfile(
  trx: Trx,
  userId: string | null,
  patch: UserProfile,
  now: Date,
): Promise<void> {
  if (!userId) return;
  const user = await trx
    .selectFrom('users')
    .select('profile')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('users')
    .set({ profile: { ...user.profile, ...patch }, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
