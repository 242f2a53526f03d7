import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { fundingFixtures as f } from './fixtures';
import { fundingIntents, fundingView, openFundingMethod } from './view';

describe('fundingView', () => {
  it("under Braintree, PayPal picked shows PayPal's own button where Continue stood", () => {
    expect(fundingView(f.payPalButton.input)).toMatchObject({
      methods: ['instant', 'manual', 'debit', 'paypal'],
      value: 'paypal',
      providerButton: true,
    });
    // The sandbox's PayPal opens from Continue, as every other option does.
    expect(fundingView(f.everyOption.input).providerButton).toBe(false);
  });

  it('offers the bank link, the typed bank account and the debit card, banks first', () => {
    expect(fundingView(f.empty.input)).toMatchObject({
      methods: ['instant', 'manual', 'debit'],
      value: null,
      error: undefined,
      formError: undefined,
    });
    expect(openFundingMethod(f.empty.input)).toBeNull();
  });

  it('drops what hideFunding hides and puts the card first when re-ordered', () => {
    expect(fundingView(f.hidePlaid.input).methods).toEqual(['manual', 'debit']);
    expect(fundingView(f.hideManualACH.input).methods).toEqual(['instant', 'debit']);
    expect(fundingView(f.hideDebit.input).methods).toEqual(['instant', 'manual']);
    expect(fundingView(f.nothingToOffer.input).methods).toEqual([]);
    expect(fundingView(f.reOrdered.input).methods).toEqual(['debit', 'instant', 'manual']);
  });

  it('recommends what the toggles lead with: the bank link, or the card when re-ordered', () => {
    expect(fundingView(f.empty.input).recommended).toBe('instant');
    expect(fundingView(f.reOrdered.input).recommended).toBe('debit');
    expect(fundingView(f.hidePlaid.input).recommended).toBeNull();
  });

  it('adds the payment options this browser can use, in section 3 order, after the banks', () => {
    expect(fundingView(f.everyOption.input).methods).toEqual([
      'instant',
      'manual',
      'applePay',
      'googlePay',
      'debit',
      'paypal',
      'venmo',
    ]);
    expect(fundingView(f.walletsNotHere.input).methods).toEqual([
      'instant',
      'manual',
      'debit',
      'paypal',
    ]);
  });

  it('shows the pick, the page check at the field and a failure above the form', () => {
    expect(fundingView(f.picked.input).value).toBe('debit');
    expect(fundingView(f.nothingChosen.input)).toMatchObject({
      error: 'Choose how you would like to add money',
      formError: undefined,
    });
    expect(fundingView(f.callFailed.input).formError).toBeTruthy();
  });
});

describe('fundingIntents', () => {
  it('keeps the pick in the form and continues through one action', () => {
    const editDraft = vi.fn();
    const continueToFundingMethod = vi.fn();
    const intents = fundingIntents({
      editDraft,
      funding: { continueToFundingMethod },
    } as unknown as StepActions);
    intents.onValueChange('manual');
    expect(editDraft).toHaveBeenCalledWith('set_funding_account', { method: 'manual' });
    intents.onContinue?.();
    expect(continueToFundingMethod).toHaveBeenCalledWith('set_funding_account');
  });
});
