import type { PlanPickerCheckId } from './plan-picker-checks.en';

/** The plan choice's refusal in Spanish ("tú", docs/glossary-es.md). */
export const PLAN_PICKER_CHECKS_ES: Record<PlanPickerCheckId, string> = {
  'planPickerChecks.refused': 'Elige uno de los planes.',
};
