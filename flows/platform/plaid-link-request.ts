import type { BankLinkAdapter, BankLinkRequest, BankLinkResult } from './bank-link';

/**
 * Plaid Link is a React hook (react-plaid-link), so the adapter cannot open it by itself: it
 * hands the request to the Plaid host the bank-link page mounts (plaid-link-host.tsx, the only
 * importer of the SDK, in the funding step's chunk) and waits for what Link reports. One
 * request at a time: a newer one replaces an older, which is left to its page.
 */
export type PlaidLinkRequest = BankLinkRequest & {
  id: number;
  settle: (outcome: { result: BankLinkResult } | { error: Error }) => void;
};

let current: PlaidLinkRequest | undefined;
let nextId = 1;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** What the Plaid host renders: the request waiting, and word when it changes. */
export const plaidLinkRequests = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => current,
};

/** The Plaid adapter of the bank-link port. */
export const plaidBankLink: BankLinkAdapter = (request) =>
  new Promise<BankLinkResult>((resolve, reject) => {
    const id = nextId++;
    current = {
      ...request,
      id,
      settle: (outcome) => {
        if (current?.id === id) {
          current = undefined;
          notify();
        }
        if ('result' in outcome) resolve(outcome.result);
        else reject(outcome.error);
      },
    };
    notify();
  });
