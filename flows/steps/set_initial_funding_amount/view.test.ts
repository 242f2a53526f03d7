import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import type { StateFixture } from '../../views/fixtures/state-fixture';
import type { FormOutcome } from '../form-outcome';
import { initialFundingFixtures as f } from './fixtures';
import { initialFundingAnswer } from './rule';
import { initialFundingIntents, initialFundingView } from './view';

const today = new Date(2026, 10, 24);
/** Continue on a fixture's page: its step's rule applied to its draft and state. */
const submit = (
  prepare: (draft: never, context: never) => FormOutcome,
  fixture: StateFixture,
  form: string,
  draft?: Record<string, unknown>,
) =>
  prepare(
    (draft ?? fixture.input.form.drafts[form] ?? {}) as never,
    { ...fixture.input, today } as never,
  );

describe('initialFundingView (set_initial_funding_amount)', () => {
  it('shows the amount as typed and the limits in dollars, at the ninth group of ten', () => {
    expect(initialFundingView(f.empty.input)).toMatchObject({
      amount: '',
      limitsHint: { id: 'amountLimits.hint', values: { minimum: 20, maximum: 10_000 } },
      walletMinimum: undefined,
      suggestions: undefined,
      fundingSource: { kind: 'debit' },
    });
    expect(initialFundingView(f.aboveMaximum.input)).toMatchObject({
      amount: '$1,000,000',
      error: { id: 'amountLimits.above', values: { maximum: 10_000 } },
    });
    expect(initialFundingView(f.fromBank.input).fundingSource).toEqual({
      kind: 'bank',
      bankName: 'Harbor Sandbox Bank',
    });
  });

  it('follows minimumWalletLoad and parentFundWalletDesign', () => {
    expect(initialFundingView(f.walletMinimum.input)).toMatchObject({
      walletMinimum: 25,
      limitsHint: { values: { minimum: 25, maximum: 10_000 } },
    });
    expect(initialFundingView(f.walletDesign.input).suggestions).toEqual([
      { value: '20', dollars: 20 },
      { value: '50', dollars: 50 },
      { value: '100', dollars: 100 },
    ]);
    expect(initialFundingView(f.walletDesignWithMinimum.input).suggestions).toEqual([
      { value: '75', dollars: 75 },
      { value: '100', dollars: 100 },
    ]);
  });

  it("puts the server's amount refusal at the field, a failed call above the form", () => {
    expect(initialFundingView(f.serverRefused.input)).toMatchObject({
      error: 'Please enter an amount between $20 and $10,000.',
      formError: undefined,
    });
    expect(initialFundingView(f.callFailed.input).formError).toBe(ERROR_MESSAGES.default);
  });

  it('sends the dollars read from what was typed, kept on the user first; refuses the rest', () => {
    const form = 'set_initial_funding_amount';
    expect(submit(initialFundingAnswer, f.typed, form)).toEqual({
      answers: { setInitialFundingAmount: 1000 },
      changes: { user: { initialLoadAmount: 1000 } },
    });
    expect(submit(initialFundingAnswer, f.empty, form, { amount: '1e3' })).toEqual({
      errors: { amount: 'Enter the amount in dollars using digits, like 25 or 1,000.50' },
    });
    expect(submit(initialFundingAnswer, f.walletMinimum, form, { amount: '20' })).toEqual({
      errors: { amount: { id: 'amountLimits.below', values: { minimum: 25 } } },
    });
  });

  it('wires typing to the draft and Continue to the form rule', () => {
    const editDraft = vi.fn();
    const sendForm = vi.fn();
    const intents = initialFundingIntents({ editDraft, registration: { sendForm } } as never);
    intents.onAmountChange('$1,000,000');
    expect(editDraft).toHaveBeenCalledWith('set_initial_funding_amount', { amount: '$1,000,000' });
    intents.onContinue?.();
    expect(sendForm).toHaveBeenCalledWith('set_initial_funding_amount', initialFundingAnswer);
  });
});
