import { describe, expect, it, vi } from 'vitest';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { BankLinkCancelled } from '../platform/bank-link';
import { createFundingActions } from './funding-actions';
import { actionTestServer, replyByPath, testDeps } from './test-deps';

const ctx = actionTestServer();

describe('instant bank link', () => {
  it('asks for a link token for the platform, opens the link with it and returns the account', async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/registration/query-with-params': { body: { plaid_link_token: 'link-1' } },
    });
    const open = vi.fn(async () => ({ publicToken: 'public-1', accountId: 'acc-1' }));
    const linked = await createFundingActions(testDeps(ctx.server)).linkBank(open, 'android');
    expect(ctx.server.requests[0]).toMatchObject({
      query: { action_type: 'get_plaid_link_token' },
      body: { params: { platform: 'android' } },
    });
    expect(open).toHaveBeenCalledWith('link-1');
    expect(registrationState.plaidLinkToken).toBe('link-1');
    expect(linked).toEqual({ publicToken: 'public-1', accountId: 'acc-1' });
  });

  it('a link closed without an account is no failure', async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/registration/query-with-params': { body: { plaid_link_token: 'link-1' } },
    });
    const deps = testDeps(ctx.server);
    const open = async () => {
      throw new BankLinkCancelled();
    };
    await expect(createFundingActions(deps).linkBank(open)).resolves.toBeUndefined();
    expect(registrationState.error).toBeNull();
    expect(deps.track).not.toHaveBeenCalled();
  });

  it('a link that breaks shows the failure like any action', async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/registration/query-with-params': {
        status: 400,
        body: { code: 'ERR_INVALID_STATE', message: 'Create your account first.' },
      },
    });
    const open = vi.fn();
    await createFundingActions(testDeps(ctx.server)).linkBank(open);
    expect(open).not.toHaveBeenCalled();
    expect(registrationState.error).toBe('Create your account first.');
  });
});

describe('look-ups', () => {
  it('keeps the funding accounts (the one awaiting verification is found after a reload)', async () => {
    replyByPath(ctx.server, {
      'GET /api/v1/registration/query': {
        body: {
          funding_accounts: [{ id: 'fa_1', type: 'checking', status: 'pending_verification' }],
        },
      },
    });
    await createFundingActions(testDeps(ctx.server)).loadFundingAccounts();
    expect(ctx.server.requests[0]?.query).toEqual({ action_type: 'get_funding_accounts' });
    expect(userState.fundingAccounts).toEqual([
      { id: 'fa_1', type: 'checking', status: 'pending_verification' },
    ]);
  });

  it('reads the first-load minimum under minimumWalletLoad only', async () => {
    replyByPath(ctx.server, {
      'GET /api/v1/registration/query': { body: { minimum_load_amount: 25 } },
    });
    registrationState.walletMinimum = null;
    await createFundingActions(testDeps(ctx.server)).loadWalletMinimum();
    expect(ctx.server.requests).toEqual([]);
    await createFundingActions(
      testDeps(ctx.server, { minimumWalletLoad: true }),
    ).loadWalletMinimum();
    expect(registrationState.walletMinimum).toEqual({ minimumLoadAmount: 25 });
  });
});
