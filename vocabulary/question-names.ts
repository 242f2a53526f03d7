/**
 * The server flow's question names: spec section 3's ("Question names seen") and, named the
 * same way, the rest the sandbox's flows ask. The sandbox builds its flows from them, the
 * register step picks a question group's page by its first question's name, and analytics
 * names a step by it.
 */
const QUESTION_NAMES = [
  'set_user_email',
  'set_user_password',
  'set_user_password_and_confirm',
  'set_legal_first_name',
  'set_legal_last_name',
  'set_partner_source',
  'set_referral_code',
  'set_date_of_birth',
  'set_legal_address',
  'set_plan',
  'set_credit_waitlist',
  'add_child_info',
  'invite_parent',
  'verify_identity',
  'set_funding_account',
  'set_initial_funding_amount',
  'complete',
] as const;

/** Knowledge-based identity questions are generated, one per group: kba_1, kba_2... */
export type KbaQuestionName = `kba_${number}`;

export type QuestionName = (typeof QUESTION_NAMES)[number] | KbaQuestionName;

/** The name of the knowledge question at this position, counted from 1. */
export const kbaQuestionName = (position: number): KbaQuestionName => `kba_${position}`;
