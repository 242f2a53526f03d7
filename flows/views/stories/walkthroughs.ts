/** One page of a walkthrough: a step, and the state of it (a key of its fixtures) shown. */
export type WalkthroughPage = readonly [step: string, state: string];

// The same states the Steps section and the screens' stories show (flows/views/fixtures and
// the step folders' fixtures), in the order a person of each kind meets them.
const signUpToPlan: readonly WalkthroughPage[] = [
  ['set_user_email', 'filled'],
  ['set_user_password_and_confirm', 'filled'],
  ['set_legal_first_name', 'filled'],
  ['set_legal_address', 'dobFilled'],
  ['set_legal_address', 'filled'],
  ['set_plan', 'picked'],
];
const identityAndMoney: readonly WalkthroughPage[] = [
  ['verify_identity', 'typed'],
  ['set_funding_account', 'picked'],
  ['save_debit_card', 'filled'],
  ['set_initial_funding_amount', 'typed'],
  ['complete', 'parent'],
];

/** Each persona of the family's flow, page by page (Storybook's Walkthroughs). */
export const WALKTHROUGHS = {
  newParent: [
    ['phone', 'filled'],
    ['confirm-role', 'parent'],
    ['validate', 'filled'],
    ...signUpToPlan,
    ['add_child_info', 'one'],
    ...identityAndMoney,
  ],
  returningParent: [
    ['phone', 'filled'],
    ['login', 'filled'],
    ['login', 'wrongPassword'],
    ['forgot_password', 'filled'],
    ['forgot_password', 'sent'],
    ['reset_password', 'filled'],
    ['login', 'passwordReset'],
    ['set_funding_account', 'picked'],
    ['save_debit_card', 'filled'],
    ['set_initial_funding_amount', 'typed'],
    ['complete', 'parent'],
  ],
  teenFirst: [
    ['phone', 'filled'],
    ['confirm-role', 'teen'],
    ['date_of_birth', 'filled'],
    ['parent_invite', 'filled'],
    ['validate', 'filled'],
    ['set_user_email', 'teen'],
    ['set_user_password_and_confirm', 'child'],
    ['set_legal_first_name', 'teen'],
    ['complete_placeholder', 'waiting'],
  ],
  invitedParent: [
    ['phone', 'filled'],
    ['validate', 'filled'],
    ['set_user_email', 'prefilled'],
    ['set_user_password_and_confirm', 'filled'],
    ['set_legal_first_name', 'prefilled'],
    ['set_legal_address', 'prefilled'],
    ['set_legal_address', 'filled'],
    ['set_plan', 'picked'],
    ...identityAndMoney,
  ],
  approver: [
    ['phone', 'filled'],
    ['validate', 'filled'],
    ['set_user_email', 'filled'],
    ['set_user_password_and_confirm', 'filled'],
    ['set_legal_first_name', 'filled'],
    ['complete_placeholder', 'approver'],
  ],
} as const satisfies Record<string, readonly WalkthroughPage[]>;
