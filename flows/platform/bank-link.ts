import { SERVICE_BASES } from '../services/contract/endpoints';
import { type BridgeWindow, postNativeMessage } from './native-bridge';
import { plaidBankLink } from './plaid-link-request';

/** What the bank-link window hands back: a public token and the account picked. */
export type BankLinkResult = { publicToken: string; accountId: string };

/**
 * One opening of the bank link: the link token of get_plaid_link_token and, on the way back
 * from an OAuth bank, the address the bank returned the page to (Plaid's receivedRedirectUri).
 */
export type BankLinkRequest = { linkToken: string; receivedRedirectUri?: string };

/** Opens the instant bank link and resolves with the account linked. */
export type BankLinkAdapter = (request: BankLinkRequest) => Promise<BankLinkResult>;

/** The adapter for this page, and the platform get_plaid_link_token is asked for. */
export type BankLinkPort = { platform: 'web' | 'ios' | 'android'; open: BankLinkAdapter };

export class BankLinkCancelled extends Error {
  constructor(message = 'The bank link was closed before an account was picked.') {
    super(message);
    this.name = 'BankLinkCancelled';
  }
}

/** A failure the provider words for the person (Plaid's display_message); shown as it is. */
export class BankLinkFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BankLinkFailed';
  }
}

type LocationWindow = { location: { origin: string; assign: (to: string) => void } };

/**
 * The sandbox's Plaid-Link-like window: it "opens" at once and hands back the first account.
 * An OAuth bank (the sandbox's magic phone, server/README.md) answers the state to come back
 * with instead: the page leaves for the address the bank would return it to, as Plaid's Link
 * does, and never settles here; the OAuth return opens the link again with that address.
 * @internal
 */
export const sandboxBankLink =
  (win: LocationWindow): BankLinkAdapter =>
  async ({ linkToken, receivedRedirectUri }) => {
    const response = await fetch(`${SERVICE_BASES.registration}/sandbox/public-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        link_token: linkToken,
        ...(receivedRedirectUri ? { received_redirect_uri: receivedRedirectUri } : {}),
      }),
    });
    if (!response.ok) throw new Error(`bank link failed (${response.status})`);
    const body = (await response.json()) as {
      publicToken?: string;
      accounts?: Array<{ accountId: string }>;
      oauthStateId?: string;
    };
    if (body.oauthStateId) {
      win.location.assign(
        `${win.location.origin}/?oauth_state_id=${encodeURIComponent(body.oauthStateId)}`,
      );
      return new Promise<never>(() => {});
    }
    const account = body.accounts?.[0];
    if (!body.publicToken || !account)
      throw new BankLinkCancelled('The bank has no account to link.');
    return { publicToken: body.publicToken, accountId: account.accountId };
  };

/**
 * The function the native apps call with the result of their own bank-link flow.
 * @internal
 */
export const NATIVE_BANK_LINK_CALLBACK = 'webregBankLinkResult';

type NativeResult = Partial<BankLinkResult> & { error?: string };
type CallbackWindow = BridgeWindow & {
  [NATIVE_BANK_LINK_CALLBACK]?: (result: string | NativeResult) => void;
};

/**
 * Inside the native apps the bank link runs natively (Plaid's web window cannot finish an
 * OAuth bank's redirect inside a webview): the page posts launchNativePlaidFlow with the link
 * token, and the app calls window.webregBankLinkResult with a JSON string or object of
 * { publicToken, accountId } or { error }. Undefined when the app takes no such message.
 * @internal
 */
export function nativeBankLink(win: CallbackWindow): BankLinkAdapter {
  return ({ linkToken }) =>
    new Promise<BankLinkResult>((resolve, reject) => {
      win[NATIVE_BANK_LINK_CALLBACK] = (raw) => {
        delete win[NATIVE_BANK_LINK_CALLBACK];
        let result: NativeResult;
        try {
          result = typeof raw === 'string' ? (JSON.parse(raw) as NativeResult) : raw;
        } catch {
          reject(new Error('The app sent an unreadable bank-link result.'));
          return;
        }
        if (result.publicToken && result.accountId) {
          resolve({ publicToken: result.publicToken, accountId: result.accountId });
        } else {
          reject(new BankLinkCancelled(result.error));
        }
      };
      if (!postNativeMessage(win, 'launchNativePlaidFlow', { linkToken })) {
        delete win[NATIVE_BANK_LINK_CALLBACK];
        reject(new Error('The app cannot open the bank link.'));
      }
    });
}

/** What decides the bank link: configuration, the app hosting the page, and toggles. */
export type BankLinkChoice = {
  /** BANK_LINK=plaid (client config): Plaid Link; otherwise the sandbox's link. */
  provider: 'sandbox' | 'plaid';
  embedded: boolean;
  /** The app's operating system (registration state appOs), when the page says. */
  appOs: string | null;
  toggles: {
    nativePlaidFlow: boolean;
    plaidOAuthOverrideIos: boolean;
    plaidOAuthOverrideAndroid: boolean;
  };
  win: CallbackWindow & LocationWindow;
};

/**
 * Inside the apps with nativePlaidFlow on, the app's own flow (launchNativePlaidFlow), unless
 * that app's Plaid OAuth override keeps the web Link (and its OAuth return) in the webview;
 * everywhere else the web Link: Plaid's when configured, else the sandbox's.
 */
export function chooseBankLink(choice: BankLinkChoice): BankLinkPort {
  const { embedded, toggles, win } = choice;
  const platform =
    choice.appOs === 'ios' || choice.appOs === 'android'
      ? choice.appOs
      : win.webkit?.messageHandlers
        ? 'ios'
        : 'android';
  const overridden =
    platform === 'ios' ? toggles.plaidOAuthOverrideIos : toggles.plaidOAuthOverrideAndroid;
  if (embedded && toggles.nativePlaidFlow && !overridden) {
    return { platform, open: nativeBankLink(win) };
  }
  return {
    platform: 'web',
    open: choice.provider === 'plaid' ? plaidBankLink : sandboxBankLink(win),
  };
}

/** The query parameter an OAuth bank returns the page with (Plaid's redirect). */
const OAUTH_STATE_PARAMETER = 'oauth_state_id';

/** The same address without the bank's state: what the address bar keeps after the return. */
export function withoutOAuthState(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(OAUTH_STATE_PARAMETER);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The address, when the page is an OAuth bank's return to the link (receivedRedirectUri). */
export function oauthReturnAddress(href: string): string | undefined {
  try {
    return new URL(href).searchParams.has(OAUTH_STATE_PARAMETER) ? href : undefined;
  } catch {
    return undefined;
  }
}
