import { describe, expect, it } from 'vitest';
import { cleanedAddress, readRoute } from './routes';

const at = (url: string) => {
  const { pathname, search, hash } = new URL(url, 'https://webreg.test');
  return { pathname, search, hash };
};

describe('routes of spec section 2', () => {
  it('the root is the application shell', () => {
    expect(readRoute(at('/'))).toEqual({ name: 'root' });
    expect(cleanedAddress({ name: 'root' }, at('/?toggles=x'))).toBeNull();
  });

  it('takes the number a failed user load carried back, and clears it from the address', () => {
    const route = readRoute(at('/?phoneNumber=%2B15555550101&layoutType=compact'));
    expect(route).toEqual({ name: 'root', phoneNumber: '+15555550101' });
    expect(cleanedAddress(route, at('/?phoneNumber=%2B15555550101&layoutType=compact'))).toBe(
      '/?layoutType=compact',
    );
  });

  it("takes the native app's access token, and clears it (and any authToken) from the address", () => {
    const address = at('/?appOs=ios&accessToken=tok&authToken=a&role=child');
    const route = readRoute(address);
    expect(route).toEqual({ name: 'root', accessToken: 'tok' });
    expect(cleanedAddress(route, address)).toBe('/?appOs=ios&role=child');
  });

  it('the emailed verification link: its token and user leave the address at once', () => {
    const address = at('/?verifyEmailToken=t-1&userId=usr_1&layoutType=compact');
    const route = readRoute(address);
    expect(route.name).toBe('verify-email');
    expect(cleanedAddress(route, address)).toBe('/?layoutType=compact');
    // Half a link is no link.
    expect(readRoute(at('/?userId=usr_1')).name).toBe('root');
  });

  it('/reset-password/{type}/{uid}/{token}: reads them, then only the type stays', () => {
    const address = at(
      '/reset-password/parent/usr_1/tok%2Fen?authToken=a&accessToken=b&layoutType=compact#x',
    );
    const route = readRoute(address);
    expect(route).toEqual({
      name: 'reset-password',
      type: 'parent',
      link: { type: 'parent', uid: 'usr_1', token: 'tok/en' },
    });
    // "After reading, uid and token are removed... authToken and accessToken are also removed."
    expect(cleanedAddress(route, address)).toBe('/reset-password/parent?layoutType=compact#x');
  });

  it('a reload of the cleaned address has no link (it lived in memory only)', () => {
    const route = readRoute(at('/reset-password/parent'));
    expect(route).toEqual({ name: 'reset-password', type: 'parent', link: null });
  });

  it('/lta-redirect: the legacy token and the number leave the address, the app details stay', () => {
    const address = at(
      '/lta-redirect?role=parent&legacyAccessToken=L&phoneNumber=%2B15555550174&appOs=ios&appVersion=9.1',
    );
    const route = readRoute(address);
    expect(route.name).toBe('lta-redirect');
    if (route.name !== 'lta-redirect') return;
    expect(route.search.get('legacyAccessToken')).toBe('L');
    expect(cleanedAddress(route, address)).toBe('/?role=parent&appOs=ios&appVersion=9.1');
  });

  it('other paths are the shell too (the server answers them 404 anyway)', () => {
    expect(readRoute(at('/reset-password'))).toEqual({ name: 'root' });
  });
});
