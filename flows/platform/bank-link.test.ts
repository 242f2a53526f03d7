import { describe, expect, it, vi } from 'vitest';
import {
  BankLinkCancelled,
  type BankLinkChoice,
  chooseBankLink,
  NATIVE_BANK_LINK_CALLBACK,
  nativeBankLink,
  oauthReturnAddress,
  sandboxBankLink,
} from './bank-link';
import { plaidBankLink } from './plaid-link-request';

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
    const linked = nativeBankLink(win)({ linkToken: 'link-sandbox-1' });
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
    const linked = nativeBankLink(win)({ linkToken: 'link-sandbox-1' });
    (win[NATIVE_BANK_LINK_CALLBACK] as (raw: object) => void)({ error: 'user_closed' });
    await expect(linked).rejects.toBeInstanceOf(BankLinkCancelled);
  });

  it('an app without the message fails at once', async () => {
    await expect(nativeBankLink({})({ linkToken: 'link' })).rejects.toThrow('cannot open');
  });

  const choose = (
    win: object,
    embedded: boolean,
    toggles: Partial<BankLinkChoice['toggles']> = {},
    provider: BankLinkChoice['provider'] = 'sandbox',
    appOs: string | null = null,
  ) =>
    chooseBankLink({
      provider,
      embedded,
      appOs,
      toggles: {
        nativePlaidFlow: false,
        plaidOAuthOverrideIos: false,
        plaidOAuthOverrideAndroid: false,
        ...toggles,
      },
      win: { location: { origin: 'https://app.example', assign: () => {} }, ...win },
    });

  it('the native flow is used only embedded with nativePlaidFlow on', () => {
    const { win } = androidWindow();
    expect(choose(win, true, { nativePlaidFlow: true }).platform).toBe('android');
    expect(choose(win, true).platform).toBe('web');
    expect(choose(win, false, { nativePlaidFlow: true }).platform).toBe('web');
    const ios = { webkit: { messageHandlers: {} } };
    expect(choose(ios, true, { nativePlaidFlow: true }).platform).toBe('ios');
  });

  it("an app's Plaid OAuth override keeps the web Link in that app only", () => {
    const { win } = androidWindow();
    const on = { nativePlaidFlow: true, plaidOAuthOverrideAndroid: true };
    expect(choose(win, true, on, 'sandbox', 'android').platform).toBe('web');
    expect(choose(win, true, on, 'sandbox', 'ios').platform).toBe('ios');
    expect(
      choose(win, true, { nativePlaidFlow: true, plaidOAuthOverrideIos: true }, 'plaid', 'ios')
        .open,
    ).toBe(plaidBankLink);
  });

  it('the web Link is Plaid where configured, the sandbox otherwise', () => {
    expect(choose({}, false, {}, 'plaid').open).toBe(plaidBankLink);
    expect(choose({}, false).open).not.toBe(plaidBankLink);
  });
});

describe('the OAuth return', () => {
  it('is an address carrying oauth_state_id', () => {
    const back = 'https://app.example/?oauth_state_id=abc';
    expect(oauthReturnAddress(back)).toBe(back);
    expect(oauthReturnAddress('https://app.example/?toggles=x')).toBeUndefined();
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
    const win = { location: { origin: 'https://app.example', assign: vi.fn() } };
    await expect(sandboxBankLink(win)({ linkToken: 'link-sandbox-1' })).resolves.toEqual({
      publicToken: 'public-sandbox-1',
      accountId: 'sandbox-checking',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/registration/sandbox/public-token',
      expect.objectContaining({ method: 'POST' }),
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, { body: string }];
    expect(JSON.parse(init.body)).toEqual({ link_token: 'link-sandbox-1' });
    vi.unstubAllGlobals();
  });

  it("an OAuth bank sends the page to the address it returns to, with the bank's state", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ oauthStateId: 'sandbox-oauth-1' })),
    );
    const win = { location: { origin: 'https://app.example', assign: vi.fn() } };
    const linked = sandboxBankLink(win)({ linkToken: 'link-sandbox-1' });
    await vi.waitFor(() =>
      expect(win.location.assign).toHaveBeenCalledWith(
        'https://app.example/?oauth_state_id=sandbox-oauth-1',
      ),
    );
    // The page is leaving: the link never settles here.
    expect(await Promise.race([linked, Promise.resolve('pending')])).toBe('pending');
    vi.unstubAllGlobals();
  });
});
