import { describe, expect, it } from 'vitest';
import { afterDobEntered, afterRoleChosen } from './role-and-dob';

describe('role choice (spec section 4)', () => {
  it('a teen signing up first (kidFirstRegParentInviteV0) confirms the number to register', () => {
    const changes = afterRoleChosen('child', { childFirst: true });
    expect(changes.user).toEqual({ role: 'child', nextRegStep: 'validate' });
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
  const today = new Date(2025, 5, 15);
  const invited = { id: 'c1', role: 'child' as const };
  it.each([
    ['"A pre-registered user goes to register."', '01/01/2015', invited, false, 'register'],
    ['"Otherwise age 13 or more goes to validate"', '06/15/2012', null, false, 'validate'],
    ['"...and under 13 goes to cancel_age."', '06/16/2012', null, false, 'cancel_age'],
    [
      '"In a child-first flow with no pre-registered user the step is parent_invite."',
      '01/01/2010',
      null,
      true,
      'parent_invite',
    ],
    [
      '  ...a child-first flow under 13 still stops at cancel_age',
      '01/01/2015',
      null,
      true,
      'cancel_age',
    ],
    [
      '  ...a child-first flow with a pre-registered user registers',
      '01/01/2010',
      invited,
      true,
      'register',
    ],
  ])('%s', (_line, dob, preregisteredUser, childFirst, step) => {
    const changes = afterDobEntered(dob, { today, preregisteredUser, childFirst });
    expect(changes?.user?.nextRegStep).toBe(step);
    expect(changes?.user?.dob).toBe(dob);
  });

  it('marks a 13 to 17 year old as a teen', () => {
    const context = { today, preregisteredUser: null, childFirst: false };
    expect(afterDobEntered('01/01/2010', context)?.user?.userIsTeen).toBe(true);
    expect(afterDobEntered('01/01/1990', context)?.user?.userIsTeen).toBe(false);
  });

  it('does not move on an impossible date', () => {
    expect(
      afterDobEntered('02/30/2010', { today, preregisteredUser: null, childFirst: false }),
    ).toBeUndefined();
  });
});
