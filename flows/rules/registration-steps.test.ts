import { describe, expect, it } from 'vitest';
import type { KbaQuestionName, QuestionName } from '../../vocabulary/question-names';
import type { NextStep } from './next-steps';
import { REGISTRATION_STEP_NAMES, registrationStepName } from './registration-steps';

const SECTION_2_NAMES: readonly string[] = Object.values(REGISTRATION_STEP_NAMES);

// Every question the server flow can ask, on screen inside the register step: section 2's
// name where it gives one, else the step's own value, never the server's question name. The
// type makes the table whole: a new question fails to compile until it is named here.
const BY_QUESTION = {
  set_user_email: 'enter email',
  set_user_password: 'enter password',
  set_user_password_and_confirm: 'enter password',
  set_legal_first_name: 'register',
  set_legal_last_name: 'register',
  set_partner_source: 'register',
  set_referral_code: 'register',
  set_date_of_birth: 'date of birth',
  set_legal_address: 'register',
  set_plan: 'register',
  set_credit_waitlist: 'register',
  add_child_info: 'add child',
  invite_parent: 'invite parent',
  verify_identity: 'register',
  set_funding_account: 'add funding account',
  set_initial_funding_amount: 'initial funding',
  complete: 'registration complete',
} satisfies Record<Exclude<QuestionName, KbaQuestionName>, string>;

// Every next-step value of section 2 with no question on screen.
const BY_STEP = {
  phone: 'phone',
  validate: 'confirm code',
  confirm_code: 'confirm code',
  register: 'register',
  login: 'login',
  complete: 'registration complete',
  complete_child: 'registration complete',
  complete_placeholder: 'complete_placeholder',
  cancel_age: 'cancel_age',
  parent_invite: 'invite parent',
  invalidated: 'invalidated',
  deactivated: 'deactivated',
  next_gen_onboarding: 'next_gen_onboarding',
  set_plan: 'set_plan',
  set_funding_account: 'add funding account',
  verify_funding: 'verify debit card',
  verify_identity: 'verify_identity',
  widget_page: 'widget_page',
  promo_code: 'promo_code',
  'confirm-role': 'choose role',
  date_of_birth: 'date of birth',
  forgot_password: 'forgot_password',
  reset_password: 'reset_password',
  webreg: 'webreg',
  parent_set_initial_funding: 'initial funding',
  parent_set_bank_account: 'add funding account',
  parent_confirm_order: 'parent_confirm_order',
} satisfies Record<NextStep, string>;

// Section 2: "Registration steps named in analytics: choose role, enter email, ..."
describe('registrationStepName', () => {
  it.each(Object.entries(BY_QUESTION))('question %s -> %s', (questionName, name) => {
    expect(registrationStepName({ questionName, nextRegStep: 'register' })).toBe(name);
  });

  it.each(Object.entries(BY_STEP))('step %s -> %s', (nextRegStep, name) => {
    expect(registrationStepName({ nextRegStep })).toBe(name);
  });

  it('names a knowledge question by its step, and the phone step when nothing is known', () => {
    expect(registrationStepName({ questionName: 'kba_2', nextRegStep: 'register' })).toBe(
      'register',
    );
    expect(registrationStepName({})).toBe('phone');
  });

  it("uses every one of section 2's names somewhere (save debit card: the card form's action)", () => {
    const used = new Set<string>([
      ...Object.values(BY_QUESTION),
      ...Object.values(BY_STEP),
      REGISTRATION_STEP_NAMES.saveDebitCard,
    ]);
    for (const name of SECTION_2_NAMES) expect(used).toContain(name);
  });
});
