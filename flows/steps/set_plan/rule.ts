import type { PlanTier } from '../../../vocabulary/domain';
import { isPlanTier } from '../../../vocabulary/domain';
import type { RegistrationState } from '../../model/registration-state';
import type { UserState } from '../../model/user-state';
import { planTitle } from '../../rules/plan-catalogue';
import { defaultPlan } from '../../rules/prices';
import type { Toggles } from '../../rules/toggles';

type PlanSource = {
  registration: {
    readonly prefilledAnswers: RegistrationState['prefilledAnswers'];
    readonly shortcutPlan: string | null;
  };
  user: Pick<UserState, 'preRegPlanSelection'>;
};

/**
 * The plan chosen so far, the one place it is worked out: the server's prefilled setPlan
 * answer, else the plan of the entry link (shortcutPlan), else the plan picked before sign-up
 * (preRegPlanSelection); null when none of them names a tier.
 */
export function planChosenSoFar({ registration, user }: PlanSource): PlanTier | null {
  const prefilled = (registration.prefilledAnswers.setPlan as { pricingPlanName?: unknown })
    ?.pricingPlanName;
  for (const plan of [prefilled, registration.shortcutPlan, user.preRegPlanSelection]) {
    if (typeof plan === 'string' && isPlanTier(plan)) return plan;
  }
  return null;
}

/** The plan in force: the one chosen so far, else the default plan for the toggles (section 9). */
export function planInForce(
  source: PlanSource,
  toggles: Pick<Toggles, 'defaultMax' | 'defaultInfinity'>,
): PlanTier {
  return planChosenSoFar(source) ?? defaultPlan(toggles);
}

/**
 * The plan chosen so far by its tier and the name the picker gives it (corePlanCopy calls
 * standard Core); null before one is chosen.
 */
export function namedPlanChosenSoFar(
  source: PlanSource,
  toggles: Pick<Toggles, 'corePlanCopy'>,
): { tier: PlanTier; title: string } | null {
  const tier = planChosenSoFar(source);
  return tier ? { tier, title: planTitle(tier, toggles.corePlanCopy) } : null;
}
