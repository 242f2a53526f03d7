import { planTitle } from '../../../flows/rules/plan-catalogue';
import { DEFAULT_PLAN } from '../../../flows/rules/prices';
import type { RegistrationSummary } from '../../../flows/services/contract/registration';
import { PLAN_TIERS, type PlanTier } from '../../../vocabulary/domain';
import type { Db } from '../../db/database';
import type { Registration } from '../../db/schema';
import { planPricing } from '../plans';
import type { SandboxDeps } from './deps';

type Details = {
  last4?: unknown;
  mask?: unknown;
  bankName?: unknown;
  name?: unknown;
  paymentType?: unknown;
};
const textOr = (value: unknown) => (typeof value === 'string' ? value : null);
const FUNDING_TYPES = ['checking', 'debit', 'instant'] as const;

/** The plan's title under the toggles in force, as the picker shows it (any other name is standard's). */
const titleOf = (name: string, toggles: Record<string, unknown>) =>
  planTitle(
    (PLAN_TIERS as readonly string[]).includes(name) ? (name as PlanTier) : 'standard',
    toggles.corePlanCopy === true,
  );

/**
 * The funding account the first load comes from: the newest one. A bank's name is the lookup's
 * (manual account) or the linked account's (instant link); only last four digits are kept.
 */
async function fundingOf(db: Db, userId: string): Promise<RegistrationSummary['funding']> {
  const account = await db
    .selectFrom('funding_accounts')
    .select(['type', 'status', 'details'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const type = FUNDING_TYPES.find((candidate) => candidate === account?.type);
  if (!account || !type) return null;
  const details = account.details as Details;
  return {
    type,
    paymentType: textOr(details.paymentType),
    last4: textOr(details.last4) ?? textOr(details.mask),
    bankName: textOr(details.bankName) ?? textOr(details.name),
    needsVerification: account.status === 'pending_verification',
  };
}

/**
 * What a completed registration set up (docs/decisions/106), read from where each fact lives:
 * the plan on the user, the children in the family, the account in funding_accounts, the
 * amount in the answers. Null until POST /complete has set the reference.
 */
export async function registrationSummary(
  deps: SandboxDeps,
  registration: Registration,
): Promise<RegistrationSummary | null> {
  if (!registration.completed_at || !registration.reference || !registration.user_id) return null;
  const user = await deps.db
    .selectFrom('users')
    .select(['family_uid', 'pricing_plan'])
    .where('id', '=', registration.user_id)
    .executeTakeFirstOrThrow();
  const children =
    registration.role === 'parent'
      ? await deps.db
          .selectFrom('users')
          .select('profile')
          .where('family_uid', '=', user.family_uid)
          .where('role', '=', 'child')
          .orderBy('created_at')
          .execute()
      : [];
  const pricingPlanName = user.pricing_plan.current ?? DEFAULT_PLAN;
  const amount = registration.answers.set_initial_funding_amount;
  const toggles = await deps.toggles();
  return {
    reference: registration.reference,
    completedAt: registration.completed_at.toISOString(),
    plan: {
      pricingPlanName,
      title: titleOf(pricingPlanName, toggles),
      monthlyFee: planPricing(pricingPlanName, toggles).fee,
    },
    children: children.map((child) => ({ firstName: child.profile.firstName ?? '' })),
    funding: await fundingOf(deps.db, registration.user_id),
    initialLoadAmount: typeof amount === 'number' ? amount : null,
  };
}

/**
 * A signed-in user's summary (a login that lands on complete holds no registration token):
 * the newest registration they completed, or null when none is.
 */
export async function completedRegistrationSummary(
  deps: SandboxDeps,
  userId: string,
): Promise<RegistrationSummary | null> {
  const registration = await deps.db
    .selectFrom('registrations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('completed_at', 'is not', null)
    .orderBy('completed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return registration ? registrationSummary(deps, registration) : null;
}
