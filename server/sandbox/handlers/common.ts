import { isUsNationalNumber } from '../../../flows/rules/us-number';
import { SERVER_ANSWERS_EN } from '../../../vocabulary/messages/server-answers.en';
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

/** The codes a refused answer is sent with, and their words (one list for server and pages). */
export const ANSWER_MESSAGES = SERVER_ANSWERS_EN;

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
