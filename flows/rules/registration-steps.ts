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

const BY_SCREEN: Record<string, RegistrationStepName> = {
  'confirm-role': 'choose role',
  set_user_email: 'enter email',
  set_user_password: 'enter password',
  set_user_password_and_confirm: 'enter password',
  dob: 'date of birth',
  add_child_info: 'add child',
  parent_invite: 'invite parent',
  set_funding_account: 'add funding account',
  set_initial_funding_amount: 'initial funding',
  parent_set_initial_funding: 'initial funding',
  save_debit_card: 'save debit card',
  verify_funding: 'verify debit card',
  validate: 'confirm code',
  confirm_code: 'confirm code',
  complete: 'registration complete',
  complete_child: 'registration complete',
};

/** The first question of the current group wins over the step: it is what is on screen. */
export function registrationStepName(input: {
  questionName?: string | null;
  nextRegStep?: string | null;
}): string {
  return (
    (input.questionName && BY_SCREEN[input.questionName]) ||
    (input.nextRegStep && BY_SCREEN[input.nextRegStep]) ||
    input.questionName ||
    input.nextRegStep ||
    'phone'
  );
}
