/**
 * What the plan choice's refusal says as words, in English: the registration service's words
 * for a plan it does not take (the sandbox's, ERR_INVALID_PLAN), which the page shows as sent
 * and finds in another language by the words (docs/decisions/122).
 */
export const PLAN_PICKER_CHECKS_EN = {
  'planPickerChecks.refused': 'Please choose one of the plans.',
} as const;

export type PlanPickerCheckId = keyof typeof PLAN_PICKER_CHECKS_EN;
