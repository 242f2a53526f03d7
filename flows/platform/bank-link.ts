import { SERVICE_BASES } from '../services/contract/endpoints';
import { type BridgeWindow, postNativeMessage } from './native-bridge';

/** What the bank-link window hands back: a public token and the account picked. */
type BankLinkResult = { publicToken: string; accountId: string };

/**
 * Opens the instant bank link with a link token and resolves with the account linked. A Plaid
 * Link adapter would load Plaid's script here; the assembled app ships the sandbox's.
 */
export type BankLinkAdapter = (linkToken: string) => Promise<BankLinkResult>;

export class BankLinkCancelled extends Error {
  constructor(message = 'The bank link was closed before an account was picked.') {
    super(message);
    this.name = 'BankLinkCancelled';
  }
}

/**
 * The sandbox's Plaid-Link-like window: it "opens" at once and hands back the first account.
 * @internal
 */
export const sandboxBankLink: BankLinkAdapter = async (linkToken) => {
  const response = await fetch(`${SERVICE_BASES.registration}/sandbox/public-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ link_token: linkToken }),
  });
  if (!response.ok) throw new Error(`bank link failed (${response.status})`);
  const body = (await response.json()) as {
    publicToken: string;
    accounts: Array<{ accountId: string }>;
  };
  const [account] = body.accounts;
  if (!account) throw new BankLinkCancelled('The bank has no account to link.');
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
  return (linkToken) =>
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

/** Native inside the apps when the nativePlaidFlow toggle is on; the web window otherwise. */
export function chooseBankLink(input: {
  embedded: boolean;
  nativePlaidFlow: boolean;
  win: CallbackWindow;
}): { adapter: BankLinkAdapter; platform: 'web' | 'ios' | 'android' } {
  if (input.embedded && input.nativePlaidFlow) {
    const platform = input.win.webkit?.messageHandlers ? 'ios' : 'android';
    return { adapter: nativeBankLink(input.win), platform };
  }
  return { adapter: sandboxBankLink, platform: 'web' };
}
