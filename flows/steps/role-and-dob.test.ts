import { describe, expect, it } from 'vitest';
import { afterDateOfBirth, afterRoleChosen } from './role-and-dob';

describe('role choice (spec section 4)', () => {
  it('a teen signing up first (kidFirstRegParentInviteV0) gives a date of birth first', () => {
    const changes = afterRoleChosen('child', { childFirst: true });
    expect(changes.user).toEqual({ role: 'child', nextRegStep: 'date_of_birth' });
    expect(changes.registration?.needsAccessRequest).toBe(false);
  });

  it.each([
    ['"Parent goes to validate and needs an access request."', 'parent', 'validate', true],
    ['"Child goes to complete_placeholder."', 'child', 'complete_placeholder', false],
    [
      '  approver (not shown) confirms the phone without an access request',
      'approver',
      'validate',
      false,
    ],
  ] as const)('%s', (_line, role, step, access) => {
    const changes = afterRoleChosen(role);
    expect(changes.user).toEqual({ role, nextRegStep: step });
    expect(changes.registration?.needsAccessRequest).toBe(access);
  });
});

describe('date of birth (spec section 4)', () => {
  const today = new Date(2026, 10, 24);
  const alone = { today, preregistered: false, childFirst: false };

  it('"A pre-registered user goes to register", at any age', () => {
    expect(afterDateOfBirth('06/01/2018', { ...alone, preregistered: true })).toEqual({
      user: { dob: '06/01/2018', nextRegStep: 'register' },
    });
  });

  it('"Otherwise age 13 or more goes to validate", counted to the day', () => {
    expect(afterDateOfBirth('11/24/2013', alone)).toEqual({
      user: { dob: '11/24/2013', nextRegStep: 'validate' },
    });
  });

  it('"under 13 goes to cancel_age", a day short of 13, and the date is not kept', () => {
    expect(afterDateOfBirth('11/25/2013', alone)).toEqual({
      user: { dob: null, nextRegStep: 'cancel_age' },
    });
    expect(afterDateOfBirth('11/25/2013', { ...alone, childFirst: true }).user?.nextRegStep).toBe(
      'cancel_age',
    );
  });

  it('"In a child-first flow with no pre-registered user the step is parent_invite"', () => {
    expect(afterDateOfBirth('01/15/2010', { ...alone, childFirst: true })).toEqual({
      user: { dob: '01/15/2010', nextRegStep: 'parent_invite' },
    });
  });

  it('a date that is no age changes nothing', () => {
    expect(afterDateOfBirth('02/30/2010', alone)).toEqual({});
    expect(afterDateOfBirth('01/01/2030', alone)).toEqual({});
  });
});
