import type { QuestionName } from '../../vocabulary/question-names';

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

// The server flow's question names (server/sandbox/flows/definitions.ts) for the named steps.
// Each is asked inside the register step, whose own value ('register') names none of them.
const BY_QUESTION: Record<string, RegistrationStepName> = {
  set_user_email: 'enter email',
  set_user_password: 'enter password',
  set_user_password_and_confirm: 'enter password',
  set_date_of_birth: 'date of birth',
  add_child_info: 'add child',
  invite_parent: 'invite parent',
  set_funding_account: 'add funding account',
  set_initial_funding_amount: 'initial funding',
  complete: 'registration complete',
} satisfies Partial<Record<QuestionName, RegistrationStepName>>;

const BY_STEP: Record<string, RegistrationStepName> = {
  'confirm-role': 'choose role',
  date_of_birth: 'date of birth',
  parent_invite: 'invite parent',
  set_funding_account: 'add funding account',
  parent_set_bank_account: 'add funding account',
  parent_set_initial_funding: 'initial funding',
  verify_funding: 'verify debit card',
  validate: 'confirm code',
  confirm_code: 'confirm code',
  complete: 'registration complete',
  complete_child: 'registration complete',
};

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
    (input.questionName && BY_QUESTION[input.questionName]) ||
    (input.nextRegStep && BY_STEP[input.nextRegStep]) ||
    input.nextRegStep ||
    'phone'
  );
}
