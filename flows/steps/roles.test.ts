import { describe, expect, it } from 'vitest';
import { needsAccessRequest } from './roles';

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
