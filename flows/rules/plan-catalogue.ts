import type { PlanTier } from '../../vocabulary/domain';
import type { PlanPerksId } from '../../vocabulary/messages/plan-picker.en';
import type { MessageRef } from '../../vocabulary/messages/sentence';

/**
 * What the plan picker says about each tier. The spec names the tiers (section 1) and their
 * prices (section 9) but shows no copy: the names are Harbor's, the same in every language, kept
 * once here; the words about them are in the plan picker's catalogue area.
 */
export const STANDARD_TITLE = { default: 'Standard', corePlanCopy: 'Core' } as const;

const PLAN_TITLES: Record<Exclude<PlanTier, 'standard'>, string> = {
  select: 'Select',
  invest: 'Invest',
  max: 'Max',
  infinity: 'Infinity',
};

/** A tier's name as the picker shows it: standard's under corePlanCopy is Core. */
export const planTitle = (tier: PlanTier, corePlanCopy: boolean): string =>
  tier === 'standard'
    ? STANDARD_TITLE[corePlanCopy ? 'corePlanCopy' : 'default']
    : PLAN_TITLES[tier];

/**
 * The perks line of each card, by reference: a plan that builds on another names it (under
 * corePlanCopy, standard is Core there too).
 */
export function planPerks(tier: PlanTier, corePlanCopy: boolean): MessageRef<PlanPerksId> {
  const { id, buildsOn } = PLAN_PERKS[tier];
  return buildsOn ? { id, values: { plan: planTitle(buildsOn, corePlanCopy) } } : { id };
}

const PLAN_PERKS: Record<PlanTier, { id: PlanPerksId; buildsOn?: PlanTier }> = {
  standard: { id: 'planPicker.perksStandard' },
  select: { id: 'planPicker.perksSelect', buildsOn: 'standard' },
  invest: { id: 'planPicker.perksInvest', buildsOn: 'standard' },
  max: { id: 'planPicker.perksMax', buildsOn: 'invest' },
  infinity: { id: 'planPicker.perksInfinity', buildsOn: 'max' },
};

/** The tiers the picker offers, in order (select is a partner's plan, never offered here). */
export const OFFERED_TIERS: readonly PlanTier[] = ['infinity', 'max', 'invest', 'standard'];
