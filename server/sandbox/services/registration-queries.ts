import { MINIMUM_WALLET_LOAD } from '../../../flows/rules/constants';
import { INSTANT_BANK_ACCOUNTS, PROMO_CODES } from '../../../vocabulary/magic-values';
import { PROMO_CODE_CHECKS_EN } from '../../../vocabulary/messages/promo-code-checks.en';
import { braintreeClientToken } from '../braintree-api';
import { verifyFundingAccount } from '../funding';
import { randomToken } from '../secrets';
import { loadUserView } from '../users';
import { type SandboxDeps, ServiceError } from './deps';
import { registrationFromToken } from './registration';
import { registrationSummary } from './registration-summary';

/** GET /query?actionType=...: read-only lookups during registration. */
export async function query(deps: SandboxDeps, token: string | undefined, actionType: string) {
  const registration = await registrationFromToken(deps, token);
  const userId = registration.user_id;
  switch (actionType) {
    case 'get_braintree_client_token':
      return {
        braintreeAccessToken: deps.braintree
          ? await braintreeClientToken(deps.braintree)
          : `sandbox_${randomToken().slice(0, 24)}`,
      };
    case 'get_funding_accounts': {
      const accounts = userId
        ? await deps.db
            .selectFrom('funding_accounts')
            .selectAll()
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .execute()
        : [];
      return {
        fundingAccounts: accounts.map((a) => ({
          id: a.id,
          type: a.type,
          status: a.status,
          ...a.details,
        })),
      };
    }
    case 'get_user':
      return { user: userId ? await loadUserView(deps.db, userId) : null };
    case 'get_initial_funding':
      return {
        initialLoadAmount: registration.answers.set_initial_funding_amount ?? null,
        minimumLoadAmount: MINIMUM_WALLET_LOAD,
      };
    case 'get_registration_summary':
      return { summary: await registrationSummary(deps, registration) };
    default:
      throw new ServiceError(400, 'ERR_INVALID_REQUEST', 'Unknown actionType.');
  }
}

export async function queryWithParams(
  deps: SandboxDeps,
  token: string | undefined,
  actionType: string,
  params: Record<string, unknown>,
) {
  const registration = await registrationFromToken(deps, token);
  if (actionType === 'get_plaid_link_token') {
    const platform = typeof params.platform === 'string' ? params.platform : 'web';
    const linkToken = await deps.tokens.sign(
      { sub: registration.id, purpose: 'plaid-link', platform },
      30 * 60,
    );
    return { plaidLinkToken: `link-sandbox-${linkToken}`, accounts: INSTANT_BANK_ACCOUNTS };
  }
  if (actionType === 'verify_instant_funding_account') {
    if (!registration.user_id)
      throw new ServiceError(409, 'ERR_INVALID_STATE', 'Create your account first.');
    const result = await verifyFundingAccount(deps.db, {
      userId: registration.user_id,
      fundingAccountId: String(params.instantFundingAccountId ?? ''),
      amount1: Number(params.amount_1),
      amount2: Number(params.amount_2),
      now: deps.clock.now(),
    });
    if (!result.ok) {
      throw new ServiceError(400, result.code, result.message, {
        attemptsRemaining: result.attemptsRemaining,
      });
    }
    await deps.db
      .updateTable('registrations')
      .set({
        state: { ...registration.state, needsVerification: false },
        updated_at: deps.clock.now(),
      })
      .where('id', '=', registration.id)
      .execute();
    return { verified: true, needsVerification: false };
  }
  throw new ServiceError(400, 'ERR_INVALID_REQUEST', 'Unknown actionType.');
}

/** GET /verify-code?code=: a promo code's state (spec section 3: REDEEMED or EARNED). */
export async function verifyPromoCode(deps: SandboxDeps, code: string) {
  const promoCode = code.trim().toUpperCase();
  const seeded = PROMO_CODES[promoCode as keyof typeof PROMO_CODES];
  const stored = seeded
    ? { state: seeded.state, rewardValue: seeded.rewardValue }
    : await deps.db
        .selectFrom('promo_codes')
        .select(['state', 'reward_value as rewardValue'])
        .where('code', '=', promoCode)
        .executeTakeFirst();
  if (!stored) {
    throw new ServiceError(
      404,
      'ERR_INVALID_PROMO_CODE',
      PROMO_CODE_CHECKS_EN['promoCodeChecks.refused'],
    );
  }
  return { promoCode, state: stored.state, referralRewardValue: stored.rewardValue };
}
