import { describe, expect, it } from 'vitest';
import { registrationStepName } from './registration-steps';

// Section 2: "Registration steps named in analytics: choose role, enter email, ..."
describe('registrationStepName', () => {
  it.each([
    [{ nextRegStep: 'confirm-role' }, 'choose role'],
    [{ questionName: 'set_user_email' }, 'enter email'],
    [{ questionName: 'set_user_password_and_confirm' }, 'enter password'],
    [{ questionName: 'set_date_of_birth', nextRegStep: 'register' }, 'date of birth'],
    [{ questionName: 'add_child_info', nextRegStep: 'set_plan' }, 'add child'],
    [{ nextRegStep: 'parent_invite' }, 'invite parent'],
    [{ questionName: 'set_funding_account' }, 'add funding account'],
    [{ questionName: 'set_initial_funding_amount' }, 'initial funding'],
    [{ nextRegStep: 'verify_funding' }, 'verify debit card'],
    [{ nextRegStep: 'validate' }, 'confirm code'],
    [{ nextRegStep: 'complete' }, 'registration complete'],
    // Not a named step: the spec's next-step value, never the server's question name.
    [{ questionName: 'set_legal_first_name', nextRegStep: 'register' }, 'register'],
    [{ questionName: 'set_plan', nextRegStep: 'set_plan' }, 'set_plan'],
    [{}, 'phone'],
  ])('%o -> %s', (input, name) => {
    expect(registrationStepName(input)).toBe(name);
  });
});
