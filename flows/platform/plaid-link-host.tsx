import * as React from 'react';
import { usePlaidLink } from 'react-plaid-link';
import { FUNDING_CHOICE_CHECKS_EN } from '../../vocabulary/messages/funding-choice-checks.en';
import { BankLinkCancelled, BankLinkFailed } from './bank-link';
import { type PlaidLinkRequest, plaidLinkRequests } from './plaid-link-request';

/**
 * Plaid Link for the request the adapter is waiting on (plaid-link-request.ts). Mounted by the
 * bank-link page only when BANK_LINK=plaid, so Plaid's script loads on the funding step alone.
 * Renders nothing: Link draws its own window over the page.
 */
export function PlaidLinkHost() {
  const request = React.useSyncExternalStore(
    plaidLinkRequests.subscribe,
    plaidLinkRequests.current,
    () => undefined,
  );
  return request ? <PlaidLinkSession key={request.id} request={request} /> : null;
}

const FUNDING_LINK_FAILED = FUNDING_CHOICE_CHECKS_EN['fundingChoiceChecks.bankLinkNotOpened'];

function PlaidLinkSession({ request }: { request: PlaidLinkRequest }) {
  const { open, ready, error } = usePlaidLink({
    token: request.linkToken,
    // Back from an OAuth bank: the same link token and the address the bank returned to.
    ...(request.receivedRedirectUri ? { receivedRedirectUri: request.receivedRedirectUri } : {}),
    onSuccess: (publicToken, metadata) => {
      const account = metadata.accounts[0];
      request.settle(
        publicToken && account
          ? { result: { publicToken, accountId: account.id } }
          : { error: new BankLinkCancelled('No account was picked.') },
      );
    },
    onExit: (exitError) =>
      request.settle({
        // Closed by the person: no failure. Plaid's own error keeps its words for the page.
        error: exitError
          ? new BankLinkFailed(exitError.display_message ?? FUNDING_LINK_FAILED)
          : new BankLinkCancelled(),
      }),
  });
  // Link opens as soon as its script and iframe are ready (and at once on an OAuth return).
  React.useEffect(() => {
    if (ready) open();
  }, [ready, open]);
  React.useEffect(() => {
    if (error) request.settle({ error: new BankLinkFailed(FUNDING_LINK_FAILED) });
  }, [error, request]);
  return null;
}
