import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import {
  type BankLinkAdapter,
  BankLinkCancelled,
  BankLinkFailed,
  type BankLinkPort,
} from '../platform/bank-link';
import { togglesState } from '../platform/toggles-state';
import { FUNDING_TEXTS } from '../rules/funding';
import { clearForm, editDraft } from './form-actions';
import { createFundingActions } from './funding-actions';
import { actionTestServer, replyByPath, testDeps } from './test-deps';

const ctx = actionTestServer();

describe('instant bank link', () => {
  const withPort = (open: BankLinkAdapter, platform: BankLinkPort['platform'] = 'web') => {
    const deps = testDeps(ctx.server);
    return Object.assign(deps, { bankLink: () => ({ platform, open }) });
  };
  const linkToken = () =>
    replyByPath(ctx.server, {
      'POST /api/v1/registration/query-with-params': { body: { plaid_link_token: 'link-1' } },
      'POST /api/v1/registration/answer': { body: { next_questions: [] } },
    });

  it('asks for a link token for the platform, opens the link with it and answers the account', async () => {
    linkToken();
    let kept: string | null = null;
    const deps = withPort(async () => {
      kept = deps.storage.getItem('webreg:bank-link');
      return { publicToken: 'public-1', accountId: 'acc-1' };
    }, 'android');
    await createFundingActions(deps).linkBankAccount('set_funding_account');
    expect(ctx.server.requests[0]).toMatchObject({
      query: { actionType: 'get_plaid_link_token' },
      body: { params: { platform: 'android' } },
    });
    expect(registrationState.plaidLinkToken).toBe('link-1');
    // Kept for an OAuth bank's return while the link is open, and gone once it settled.
    expect(kept).toBe('link-1');
    expect(deps.storage.getItem('webreg:bank-link')).toBeNull();
    expect(ctx.server.requests[1]).toMatchObject({
      body: {
        answers: {
          set_funding_account: { type: 'instant', public_token: 'public-1', account_id: 'acc-1' },
        },
      },
    });
  });

  it('a link closed without an account is no failure and answers nothing', async () => {
    linkToken();
    const deps = withPort(async () => {
      throw new BankLinkCancelled();
    });
    await createFundingActions(deps).linkBankAccount('set_funding_account');
    expect(registrationState.error).toBeNull();
    expect(deps.track).not.toHaveBeenCalled();
    expect(ctx.server.requests).toHaveLength(1);
  });

  it("a provider's failure shows in its own words", async () => {
    linkToken();
    const deps = withPort(async () => {
      throw new BankLinkFailed('The bank is not available right now.');
    });
    await createFundingActions(deps).linkBankAccount('set_funding_account');
    expect(registrationState.error).toBe('The bank is not available right now.');
  });

  it('a link token refused shows the failure like any action', async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/registration/query-with-params': {
        status: 400,
        body: { code: 'ERR_INVALID_STATE', message: 'Create your account first.' },
      },
    });
    const open = vi.fn();
    await createFundingActions(withPort(open)).linkBankAccount('set_funding_account');
    expect(open).not.toHaveBeenCalled();
    expect(registrationState.error).toBe('Create your account first.');
  });

  it('back from an OAuth bank: the same link token, the address it came back to, the address bar cleaned', async () => {
    linkToken();
    const back = 'https://app.example/?oauth_state_id=s-1&toggles=nativePlaidFlow';
    const open = vi.fn(async () => ({ publicToken: 'public-2', accountId: 'acc-2' }));
    const replaceAddress = vi.fn();
    const deps = Object.assign(withPort(open), { oauthReturn: () => back, replaceAddress });
    deps.storage.setItem('webreg:bank-link', 'link-0');
    await createFundingActions(deps).resumeBankLink('set_funding_account');
    expect(open).toHaveBeenCalledWith({ linkToken: 'link-0', receivedRedirectUri: back });
    // Only the bank's state leaves the address.
    expect(replaceAddress).toHaveBeenCalledWith('/?toggles=nativePlaidFlow');
    expect(ctx.server.requests[0]?.body).toMatchObject({
      answers: { set_funding_account: { public_token: 'public-2' } },
    });
  });

  it('back from an OAuth bank in a tab without the link token: says so', async () => {
    const open = vi.fn();
    const deps = Object.assign(withPort(open), {
      oauthReturn: () => 'https://app.example/?oauth_state_id=s-1',
    });
    await createFundingActions(deps).resumeBankLink('set_funding_account');
    expect(open).not.toHaveBeenCalled();
    expect(registrationState.error).toBe(FUNDING_TEXTS.bankLinkLost);
  });

  it('any other visit to the page opens nothing', async () => {
    const open = vi.fn();
    await createFundingActions(withPort(open)).resumeBankLink('set_funding_account');
    expect(open).not.toHaveBeenCalled();
  });
});

describe('manual bank account', () => {
  const FORM = 'set_funding_account';
  const typed = { routingNumber: '110000000', accountNumber: '000123', confirmAccountNumber: '' };
  beforeEach(() => clearForm(FORM));

  it('looks the bank up once the routing number is complete, and keeps its name', async () => {
    replyByPath(ctx.server, {
      'GET /api/v1/bank/110000000': { body: { bank_name: 'Harbor Sandbox Bank' } },
    });
    const actions = createFundingActions(testDeps(ctx.server));
    await actions.editManualBank(FORM, { ...typed, routingNumber: '11000' });
    expect(ctx.server.requests).toEqual([]);
    await actions.editManualBank(FORM, typed);
    expect(formState.drafts[FORM]).toMatchObject({ ...typed, bankName: 'Harbor Sandbox Bank' });
    // Typing another field looks nothing up again.
    await actions.editManualBank(FORM, { ...typed, confirmAccountNumber: '000123' });
    expect(ctx.server.requests).toHaveLength(1);
  });

  it('a bank not found is kept for the field, with no error summary and no scroll', async () => {
    replyByPath(ctx.server, {
      'GET /api/v1/bank/011000015': {
        status: 404,
        body: {
          code: 'ERR_BANK_NOT_FOUND',
          message: 'We could not find a bank with that routing number.',
        },
      },
    });
    const deps = testDeps(ctx.server);
    await createFundingActions(deps).editManualBank(FORM, { ...typed, routingNumber: '011000015' });
    expect(formState.drafts[FORM]?.bankLookupError).toBe(
      'We could not find a bank with that routing number.',
    );
    expect(registrationState.error).toBeNull();
    expect(deps.scrollToTop).not.toHaveBeenCalled();
  });

  it('Continue checks the page first, then answers the two numbers as a checking account', async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/registration/answer': { body: { next_questions: [] } },
    });
    const actions = createFundingActions(testDeps(ctx.server));
    editDraft(FORM, typed);
    await actions.submitManualBank(FORM);
    expect(formState.errors[FORM]).toEqual({
      confirmAccountNumber: 'The account numbers do not match',
    });
    expect(ctx.server.requests).toEqual([]);
    editDraft(FORM, { confirmAccountNumber: '000123' });
    await actions.submitManualBank(FORM);
    expect(ctx.server.requests[0]?.body).toMatchObject({
      answers: {
        set_funding_account: {
          type: 'checking',
          routing_number: '110000000',
          account_number: '000123',
        },
      },
    });
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
    expect(ctx.server.requests[0]?.query).toEqual({ actionType: 'get_funding_accounts' });
    expect(userState.fundingAccounts).toEqual([
      { id: 'fa_1', type: 'checking', status: 'pending_verification' },
    ]);
  });

  it('the first load asks for its minimum once minimumWalletLoad arrives, not after it is left', async () => {
    replyByPath(ctx.server, {
      'GET /api/v1/registration/query': { body: { minimum_load_amount: 25 } },
    });
    registrationState.walletMinimum = null;
    const toggles = { minimumWalletLoad: false };
    const loaded = togglesState.loaded;
    const stop = createFundingActions(testDeps(ctx.server, toggles)).loadWalletMinimumWhileOn();
    try {
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(ctx.server.requests).toEqual([]);
      // The toggles come after the page is shown (a reload).
      toggles.minimumWalletLoad = true;
      togglesState.loaded = !loaded;
      await vi.waitFor(() =>
        expect(registrationState.walletMinimum).toEqual({ minimumLoadAmount: 25 }),
      );
      stop();
      // Off and on again, each change seen on its own: a follow still running would ask again.
      toggles.minimumWalletLoad = false;
      togglesState.loaded = loaded;
      await new Promise((resolve) => setTimeout(resolve, 0));
      toggles.minimumWalletLoad = true;
      togglesState.loaded = !loaded;
      await new Promise((resolve) => setTimeout(resolve, 0));
      // A second ask would be under way by now (its loading flag is set as it starts).
      expect(registrationState.loadingFlags.initialFunding).toBeUndefined();
      expect(ctx.server.requests).toHaveLength(1);
    } finally {
      stop();
      togglesState.loaded = loaded;
    }
  });
});
