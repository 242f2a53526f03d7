import { describe, expect, it } from 'vitest';
import { approverNeedsInvitationToken, needsAccessRequest } from './role-rules';

describe('roles and permissions (spec section 6)', () => {
  it.each([
    ['parent', true],
    ['child', false],
    ['approver', false],
    [null, false],
  ] as const)('"A parent needs an access request.": %s -> %s', (role, needed) => {
    expect(needsAccessRequest(role)).toBe(needed);
  });
});

// Section 6: "Approvers may require an invitation token when a toggle is on."
describe('approverNeedsInvitationToken', () => {
  it.each([
    ['approver', true, null, true],
    ['approver', true, 'token', false],
    ['approver', false, null, false],
    ['parent', true, null, false],
    [null, true, null, false],
  ] as const)('%s, toggle %s, token %s -> %s', (role, requireTokenForApprovers, token, blocked) => {
    expect(
      approverNeedsInvitationToken({ role, requireTokenForApprovers, invitationToken: token }),
    ).toBe(blocked);
  });
});
