import { describe, expect, it } from 'vitest';
import { invitationFromSearch, withoutInvitation } from './invitation-link';

describe('invitation links', () => {
  it('reads role, user id and placeholder token', () => {
    const search = new URLSearchParams('role=approver&userId=usr_1&placeholderToken=tok');
    expect(invitationFromSearch(search)).toEqual({
      role: 'approver',
      userId: 'usr_1',
      placeholderToken: 'tok',
    });
  });

  it.each([
    'role=approver&userId=usr_1',
    'role=boss&userId=usr_1&placeholderToken=tok',
    'userId=usr_1&placeholderToken=tok',
    'role=child&userId=&placeholderToken=tok',
  ])('ignores an incomplete link: %s', (query) => {
    expect(invitationFromSearch(new URLSearchParams(query))).toBeUndefined();
  });

  it('drops the user id and token from the address, keeping the rest', () => {
    const search = new URLSearchParams('role=child&userId=u&placeholderToken=t&layoutType=compact');
    expect(withoutInvitation(search).toString()).toBe('role=child&layoutType=compact');
  });
});
