import { describe, expect, it } from 'vitest';
import { afterRoleChosen } from './role-and-dob';

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
