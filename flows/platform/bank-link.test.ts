import { describe, expect, it, vi } from 'vitest';
import {
  BankLinkCancelled,
  chooseBankLink,
  NATIVE_BANK_LINK_CALLBACK,
  nativeBankLink,
  sandboxBankLink,
} from './bank-link';

type TestWindow = Parameters<typeof nativeBankLink>[0] & Record<string, unknown>;

const androidWindow = () => {
  const posted: string[] = [];
  const win: TestWindow = {
    Android: { launchNativePlaidFlow: (json: string) => void posted.push(json) },
  };
  return { win, posted };
};

describe('instant bank link inside the native apps', () => {
  it('posts launchNativePlaidFlow with the link token and resolves with what the app sends back', async () => {
    const { win, posted } = androidWindow();
    const linked = nativeBankLink(win)('link-sandbox-1');
    expect(posted).toEqual([JSON.stringify({ linkToken: 'link-sandbox-1' })]);
    const callback = win[NATIVE_BANK_LINK_CALLBACK] as (raw: string) => void;
    callback(JSON.stringify({ publicToken: 'public-sandbox-x', accountId: 'sandbox-checking' }));
    await expect(linked).resolves.toEqual({
      publicToken: 'public-sandbox-x',
      accountId: 'sandbox-checking',
    });
    expect(win[NATIVE_BANK_LINK_CALLBACK]).toBeUndefined();
  });

  it('an error from the app is a cancelled link', async () => {
    const { win } = androidWindow();
    const linked = nativeBankLink(win)('link-sandbox-1');
    (win[NATIVE_BANK_LINK_CALLBACK] as (raw: object) => void)({ error: 'user_closed' });
    await expect(linked).rejects.toBeInstanceOf(BankLinkCancelled);
  });

  it('an app without the message fails at once', async () => {
    await expect(nativeBankLink({})('link')).rejects.toThrow('cannot open');
  });

  it('the native flow is used only embedded with nativePlaidFlow on', () => {
    const { win } = androidWindow();
    expect(chooseBankLink({ embedded: true, nativePlaidFlow: true, win }).platform).toBe('android');
    expect(chooseBankLink({ embedded: true, nativePlaidFlow: false, win }).adapter).toBe(
      sandboxBankLink,
    );
    expect(chooseBankLink({ embedded: false, nativePlaidFlow: true, win }).platform).toBe('web');
    const ios = { webkit: { messageHandlers: {} } };
    expect(chooseBankLink({ embedded: true, nativePlaidFlow: true, win: ios }).platform).toBe(
      'ios',
    );
  });
});

describe('the sandbox bank link', () => {
  it('takes the first account of the sandbox institution', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        publicToken: 'public-sandbox-1',
        accounts: [{ accountId: 'sandbox-checking' }],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(sandboxBankLink('link-sandbox-1')).resolves.toEqual({
      publicToken: 'public-sandbox-1',
      accountId: 'sandbox-checking',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/registration/sandbox/public-token',
      expect.objectContaining({ method: 'POST' }),
    );
    vi.unstubAllGlobals();
  });
});
