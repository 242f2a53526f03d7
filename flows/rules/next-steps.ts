/**
 * The next-step values of spec section 2. The spec writes three with spaces ("confirm code",
 * "forgot password", "reset password"); here they use underscores like the rest, while
 * confirm-role keeps the hyphen the phone check answers with.
 */
const NEXT_STEPS = [
  'phone',
  'validate',
  'register',
  'login',
  'complete',
  'complete_child',
  'complete_placeholder',
  'cancel_age',
  'parent_invite',
  'invalidated',
  'deactivated',
  'next_gen_onboarding',
  'set_plan',
  'set_funding_account',
  'verify_funding',
  'verify_identity',
  'widget_page',
  'promo_code',
  'confirm_code',
  'confirm-role',
  // A teen's own date of birth, asked right after the role (section 4, "Date of birth"): a page
  // of this app that no server action names (docs/decisions/093).
  'date_of_birth',
  'forgot_password',
  'reset_password',
  'webreg',
  'parent_set_initial_funding',
  'parent_set_bank_account',
  'parent_confirm_order',
] as const;

export type NextStep = (typeof NEXT_STEPS)[number];

const known = new Set<string>(NEXT_STEPS);

export const isNextStep = (value: unknown): value is NextStep =>
  typeof value === 'string' && known.has(value);

/** Server actions as next steps; the spaced spellings of the spec are accepted too. */
export function toNextStep(action: string | null | undefined): NextStep | undefined {
  if (!action) return undefined;
  const normalised = action.trim().replace(/ /g, '_');
  return isNextStep(normalised) ? normalised : undefined;
}
