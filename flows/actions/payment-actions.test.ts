import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formState, initialFormState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { CardFieldsInvalid, type PaymentsAdapter, ThreeDSecureFailed } from '../platform/payments';
import { createSandboxPayments } from '../platform/sandbox-payments';
import { FUNDING_TEXTS } from '../rules/funding';
import { createFundingActions } from './funding-actions';
import { actionTestServer, replyByPath, testDeps } from './test-deps';

// The payment actions behind the funding choice and the card form, with the sandbox
// adapter in a window that has no wallet.
const ctx = actionTestServer();
const FORM = 'set_funding_account';
const fakeWindow = () => ({}) as Window;

function paymentsDeps(toggles: Parameters<typeof testDeps>[1] = {}) {
  replyByPath(ctx.server, {
    'GET /api/v1/registration/query': { body: { braintreeAccessToken: 'sandbox_ct' } },
    'POST /api/v1/registration/answer': { body: { nextQuestions: [], extras: [] } },
  });
  const adapter = createSandboxPayments(fakeWindow());
  const payments = vi.fn(async (_authorization: string) => adapter);
  return { deps: { ...testDeps(ctx.server, toggles), payments }, payments };
}

const card = (cardNumber: string) => ({
  cardNumber,
  expiry: '12 / 29',
  cvc: '123',
  zip: '94107',
});

beforeEach(() => {
  Object.assign(formState, initialFormState());
  registrationState.questions = [{ name: FORM, kind: 'funding_account' } as never];
});

describe('payment actions', () => {
  it('prepares once with the client token and keeps the options this browser can use', async () => {
    const { deps, payments } = paymentsDeps({ applePay: true, googlePay: true, venmo: true });
    const actions = createFundingActions(deps);
    await actions.preparePayments();
    await actions.preparePayments();
    expect(payments).toHaveBeenCalledTimes(1);
    expect(payments).toHaveBeenCalledWith('sandbox_ct');
    // No wallet in this window: only Venmo can work.
    expect(registrationState.usablePaymentOptions).toEqual(['venmo']);
  });

  it('answers the card with its nonce, never its number or code', async () => {
    const { deps } = paymentsDeps();
    formState.drafts[FORM] = card('4242 4242 4242 4242');
    await createFundingActions(deps).saveDebitCard(FORM);
    const answer = ctx.server.requests.find((request) => request.path.endsWith('/answer'));
    expect(answer?.body).toMatchObject({
      answers: {
        set_funding_account: {
          type: 'debit',
          payment_method_nonce: 'sandbox-debit-approve-nonce',
          last_four: '4242',
        },
      },
    });
    expect(JSON.stringify(answer?.body)).not.toMatch(/4242424242424242|"cvc"|card_number/);
  });

  it('checks the typed card first and sends nothing while it has mistakes', async () => {
    const { deps } = paymentsDeps();
    formState.drafts[FORM] = { ...card('4242'), zip: '1' };
    await createFundingActions(deps).saveDebitCard(FORM);
    expect(formState.errors[FORM]).toMatchObject({
      cardNumber: FUNDING_TEXTS.cardNumber,
      zip: FUNDING_TEXTS.zip,
    });
    expect(ctx.server.requests.some((request) => request.path.endsWith('/answer'))).toBe(false);
  });

  it('under challengeRequested3dsEnabled opens the check; a failed check saves nothing', async () => {
    const { deps } = paymentsDeps({ challengeRequested3dsEnabled: true });
    formState.drafts[FORM] = card('4000 0000 0000 1109');
    const saving = createFundingActions(deps).saveDebitCard(FORM);
    await vi.waitFor(() => expect(registrationState.challengeOpen).toBe(true));
    await saving;
    expect(registrationState.challengeOpen).toBe(false);
    expect(registrationState.error).toBe(FUNDING_TEXTS.threeDSecureFailed);
    expect(ctx.server.requests.some((request) => request.path.endsWith('/answer'))).toBe(false);
    // Tracked under section 2's name for the card form, not the funding question's.
    expect(deps.track).toHaveBeenCalledWith(
      'Registration Error Triggered',
      expect.objectContaining({ registration_step: 'save debit card' }),
    );
  });

  it('cancelling the check leaves the card unsaved, with no error', async () => {
    const { deps } = paymentsDeps({ challengeRequested3dsEnabled: true });
    formState.drafts[FORM] = card('4000 0000 0000 1091');
    const actions = createFundingActions(deps);
    const saving = actions.saveDebitCard(FORM);
    await vi.waitFor(() => expect(registrationState.challengeOpen).toBe(true));
    actions.cancelChallenge();
    await saving;
    expect(registrationState.error).toBeNull();
    expect(ctx.server.requests.some((request) => request.path.endsWith('/answer'))).toBe(false);
  });

  it('without the toggle a 3-D Secure card is a plain card', async () => {
    const { deps } = paymentsDeps();
    formState.drafts[FORM] = card('4000 0000 0000 1109');
    await createFundingActions(deps).saveDebitCard(FORM);
    expect(registrationState.challengeOpen).toBe(false);
    expect(ctx.server.requests.some((request) => request.path.endsWith('/answer'))).toBe(true);
  });

  it("shows the provider's refusal of a hosted field at that field, and sends nothing", async () => {
    const { deps } = paymentsDeps();
    const hosted: PaymentsAdapter = {
      ...createSandboxPayments(fakeWindow()),
      hostedFields: true,
      tokenizeCard: async () => {
        throw new CardFieldsInvalid(['cardNumber', 'zip']);
      },
    };
    await createFundingActions({ ...deps, payments: async () => hosted }).saveDebitCard(FORM);
    expect(formState.errors[FORM]).toEqual({
      cardNumber: FUNDING_TEXTS.cardNumber,
      zip: FUNDING_TEXTS.zip,
    });
    expect(registrationState.error).toBeNull();
    expect(ctx.server.requests.some((request) => request.path.endsWith('/answer'))).toBe(false);
  });

  it("with hosted fields, a try's earlier field errors go, so the bank's refusal shows", async () => {
    const { deps } = paymentsDeps({ challengeRequested3dsEnabled: true });
    let refuse: Error = new CardFieldsInvalid(['cardNumber']);
    const hosted: PaymentsAdapter = {
      ...createSandboxPayments(fakeWindow()),
      hostedFields: true,
      tokenizeCard: async () => {
        throw refuse;
      },
    };
    const actions = createFundingActions({ ...deps, payments: async () => hosted });
    await actions.saveDebitCard(FORM);
    expect(formState.errors[FORM]).toEqual({ cardNumber: FUNDING_TEXTS.cardNumber });
    refuse = new ThreeDSecureFailed();
    await actions.saveDebitCard(FORM);
    expect(formState.errors[FORM]).toBeUndefined();
    expect(registrationState.error).toBe(FUNDING_TEXTS.threeDSecureFailed);
  });

  it("continuing with a payment option opens the provider's window instead of a form", async () => {
    const { deps } = paymentsDeps({ paypal: true });
    const open = vi.fn((_url: string) => null);
    const adapter = createSandboxPayments({ open } as unknown as Window);
    formState.drafts[FORM] = { method: 'paypal' };
    const actions = createFundingActions({ ...deps, payments: async () => adapter });
    actions.continueToFundingMethod(FORM);
    await vi.waitFor(() => expect(open).toHaveBeenCalled());
    expect(open.mock.calls[0]?.[0]).toBe('/sandbox/payments/approve?option=paypal');
    // A window that could not open is no failure and opens no form.
    expect(formState.drafts[FORM]?.chosen).toBeUndefined();
    await vi.waitFor(() => expect(registrationState.loadingFlags.payment).toBeUndefined());
    expect(registrationState.error).toBeNull();
  });

  it("once prepared, a payment option opens in the click's own turn (Safari's Apple Pay rule)", async () => {
    const { deps } = paymentsDeps({ applePay: true });
    const calls: string[] = [];
    const adapter: PaymentsAdapter = {
      ...createSandboxPayments(fakeWindow()),
      usable: async (options) => [...options],
      pay: (option) => {
        calls.push(option);
        return Promise.resolve({
          nonce: 'sandbox-apple_pay_card-approve-nonce',
          type: 'apple_pay_card',
        });
      },
    };
    const actions = createFundingActions({ ...deps, payments: async () => adapter });
    await actions.preparePayments();
    formState.drafts[FORM] = { method: 'applePay' };
    actions.continueToFundingMethod(FORM);
    // No await between the click's Continue and the sheet: Safari would refuse it.
    expect(calls).toEqual(['applePay']);
    await vi.waitFor(() =>
      expect(ctx.server.requests.some((request) => request.path.endsWith('/answer'))).toBe(true),
    );
  });

  it("answers PayPal's own button's approval with its nonce; its failure is the page's error", async () => {
    const { deps } = paymentsDeps({ paypal: true });
    let events: Parameters<NonNullable<PaymentsAdapter['renderPayButton']>>[1] | undefined;
    const remove = vi.fn();
    const adapter: PaymentsAdapter = {
      ...createSandboxPayments(fakeWindow()),
      renderPayButton: async (_option, given) => {
        events = given;
        return remove;
      },
    };
    const actions = createFundingActions({ ...deps, payments: async () => adapter });
    const removeButton = await actions.mountPayButton(FORM, 'paypal');
    events?.onApproved({ nonce: 'tokenpaypal_1', type: 'paypal_account' });
    await vi.waitFor(() =>
      expect(
        ctx.server.requests.find((request) => request.path.endsWith('/answer'))?.body,
      ).toMatchObject({
        answers: {
          set_funding_account: { type: 'paypal_account', payment_method_nonce: 'tokenpaypal_1' },
        },
      }),
    );
    events?.onError(new Error('PayPal said no'));
    await vi.waitFor(() =>
      expect(registrationState.error).toBe('An unexpected error occurred. Please try again later.'),
    );
    removeButton();
    expect(remove).toHaveBeenCalled();
  });
});
