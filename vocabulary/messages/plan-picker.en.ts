/**
 * The plan choice (set_plan), in English. The plans' names (Infinity, Max, Invest, Standard,
 * Core) are Harbor's names for them, the same in every language, so they are not here: the
 * texts place them (flows/rules/plan-catalogue.ts).
 */
export const PLAN_PICKER_EN = {
  'planPicker.heading': "Choose your family's plan",
  'planPicker.lead': 'Pick what fits your family. You can change plans anytime in the app.',
  'planPicker.fee': '{fee}/mo',
  'planPicker.extra': '{amount} a month more than {plan}',
  'planPicker.rate': 'Earn {rate}% on savings',
  'planPicker.perksStandard': 'Debit cards for up to 5 kids, chores, allowance and savings goals.',
  // Each of these builds on the plan it names.
  'planPicker.perksSelect': 'Everything in {plan}, at a price from our partner.',
  'planPicker.perksInvest': 'Everything in {plan}, plus investing for kids and parents.',
  'planPicker.perksMax':
    'Everything in {plan}, plus cash back, purchase protection and identity theft cover.',
  'planPicker.perksInfinity':
    'Everything in {plan}, plus family location sharing, crash detection and SOS alerts.',
  // The skip buttons' texts of spec section 2, word for word.
  'planPicker.maybeLater': 'Maybe later',
  'planPicker.noPerks': "No thanks, I don't need the perks",
} as const;

export type PlanPickerMessageId = keyof typeof PLAN_PICKER_EN;

/** What a plan gives, as its card says it. */
export type PlanPerksId = Extract<PlanPickerMessageId, `planPicker.perks${string}`>;
