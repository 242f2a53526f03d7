import { describe, expect, it } from 'vitest';
import { isCreditWaitlistFlow } from '../rules/constants';
import {
  approverNeedsInvitationToken,
  effectiveRole,
  isPlaceholderComplete,
  needsAccessRequest,
} from './roles';

describe('roles and permissions (spec section 6)', () => {
  it.each([
    ['parent', true],
    ['child', false],
    ['approver', false],
    [null, false],
  ] as const)('"A parent needs an access request.": %s -> %s', (role, needed) => {
    expect(needsAccessRequest(role)).toBe(needed);
  });

  it.each([
    [
      '"Invited parent and child roles derive from the preregistered user\'s role."',
      { id: 'c', role: 'child' as const },
      'parent',
      'parent',
      'child',
    ],
    ['"The embedded app can supply the role."', null, 'child', 'parent', 'child'],
    ['  an unknown embedded role is ignored', null, 'admin', 'parent', 'parent'],
    ['  otherwise the address decides', null, null, 'approver', 'approver'],
  ] as const)('%s', (_line, preregisteredUser, embeddedRole, urlRole, expected) => {
    expect(effectiveRole({ preregisteredUser, embeddedRole, urlRole })).toBe(expected);
  });

  it.each([
    ['approver', true, true],
    ['approver', false, false],
    ['parent', true, false],
  ] as const)(
    '"Approvers may require an invitation token when a toggle is on.": %s, toggle %s -> %s',
    (role, toggle, needed) => {
      expect(approverNeedsInvitationToken(role, toggle)).toBe(needed);
    },
  );

  it.each([
    ['approver', 'complete_placeholder', true, true],
    ['approver', 'complete_placeholder', false, false],
    ['child', 'complete_placeholder', true, false],
    ['approver', 'complete', true, false],
  ] as const)(
    '"An approver with next step complete_placeholder counts as placeholder-complete when a toggle is on.": %s %s %s',
    (role, step, toggle, complete) => {
      expect(isPlaceholderComplete(role, step, toggle)).toBe(complete);
    },
  );

  it('"Parent flow ids parent_flow_6 and parent_flow_11 mark the credit-waitlist flows."', () => {
    expect(['parent_flow_6', 'parent_flow_11', 'parent_flow_16'].map(isCreditWaitlistFlow)).toEqual(
      [true, true, false],
    );
  });
});
