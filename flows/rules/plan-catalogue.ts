import type { PlanTier } from '../../vocabulary/domain';

/**
 * What the plan picker says about each tier. The spec names the tiers (section 1) and their
 * prices (section 9) but shows no copy: these are our words, kept once, here.
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

/** The perks line of each card; standard's name is passed in (corePlanCopy calls it Core). */
export const PLAN_PERKS: Record<PlanTier, (standard: string) => string> = {
  standard: () => 'Debit cards for up to 5 kids, chores, allowance and savings goals.',
  select: (standard) => `Everything in ${standard}, at a price from our partner.`,
  invest: (standard) => `Everything in ${standard}, plus investing for kids and parents.`,
  max: () => 'Everything in Invest, plus cash back, purchase protection and identity theft cover.',
  infinity: () =>
    'Everything in Max, plus family location sharing, crash detection and SOS alerts.',
};

/** The tiers the picker offers, in order (select is a partner's plan, never offered here). */
export const OFFERED_TIERS: readonly PlanTier[] = ['infinity', 'max', 'invest', 'standard'];
