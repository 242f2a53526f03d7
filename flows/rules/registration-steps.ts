import { STEPS, type StepDefinition } from '../steps/registry';

/**
 * Registration step names used in analytics (spec section 2), from the screen the person is on:
 * a question of the server flow or a next-step value.
 */
export const REGISTRATION_STEP_NAMES = {
  chooseRole: 'choose role',
  enterEmail: 'enter email',
  enterPassword: 'enter password',
  dateOfBirth: 'date of birth',
  addChild: 'add child',
  inviteParent: 'invite parent',
  addFundingAccount: 'add funding account',
  initialFunding: 'initial funding',
  saveDebitCard: 'save debit card',
  verifyDebitCard: 'verify debit card',
  confirmCode: 'confirm code',
  registrationComplete: 'registration complete',
} as const;

export type RegistrationStepName =
  (typeof REGISTRATION_STEP_NAMES)[keyof typeof REGISTRATION_STEP_NAMES];

const steps: Partial<Record<string, StepDefinition>> = STEPS;

/** A step's own name for analytics, or the name of the page it shows (the registry's analytics). */
function analyticsOf(name: string | null | undefined): string | undefined {
  const step = name ? steps[name] : undefined;
  return step?.analytics ?? (step?.shows && steps[step.shows]?.analytics);
}

/**
 * The step analytics names: one of section 2's names where the screen is one of them (the first
 * question of the current group wins over the step: it is what is on screen), else the spec's
 * own next-step value (section 2's list), never a server question's name.
 */
export function registrationStepName(input: {
  questionName?: string | null;
  nextRegStep?: string | null;
}): string {
  return (
    analyticsOf(input.questionName) ||
    analyticsOf(input.nextRegStep) ||
    input.nextRegStep ||
    'phone'
  );
}
