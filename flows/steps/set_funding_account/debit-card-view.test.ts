import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { debitCardFixtures as f } from './debit-card-fixtures';
import { debitCardIntents, debitCardView } from './debit-card-view';

describe('debitCardView', () => {
  it('shows the card as typed, with our own fields and no check by default', () => {
    expect(debitCardView(f.filled.input)).toMatchObject({
      values: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 29', cvc: '123', zip: '94107' },
      fieldErrors: {},
      formError: undefined,
      loading: false,
      challengeRequested3dsEnabled: false,
      challengeOpen: false,
      hostedFields: false,
    });
  });

  it('puts the page checks at their fields and a refusal above the form', () => {
    expect(Object.keys(debitCardView(f.invalid.input).fieldErrors ?? {})).toEqual([
      'cardNumber',
      'expiry',
      'cvc',
      'zip',
    ]);
    expect(debitCardView(f.declined.input).formError).toBe(
      'Your card was declined. Please try a different card.',
    );
  });

  it("opens the bank's check only under challengeRequested3dsEnabled", () => {
    expect(debitCardView(f.challenge.input)).toMatchObject({
      challengeRequested3dsEnabled: true,
      challengeOpen: true,
      loading: true,
    });
  });

  it("leaves slots for Braintree's hosted fields when it is the provider", () => {
    expect(debitCardView(f.hostedFields.input).hostedFields).toBe(true);
  });
});

describe('debitCardIntents', () => {
  it('keeps the card in the form and saves, cancels and goes back through one action each', () => {
    const editDraft = vi.fn();
    const funding = {
      saveDebitCard: vi.fn(),
      cancelChallenge: vi.fn(),
      openFundingMethod: vi.fn(),
    };
    const intents = debitCardIntents({ editDraft, funding } as unknown as StepActions);
    const values = { cardNumber: '4', expiry: '', cvc: '', zip: '' };
    intents.onValuesChange(values);
    expect(editDraft).toHaveBeenCalledWith('set_funding_account', values);
    intents.onContinue?.();
    expect(funding.saveDebitCard).toHaveBeenCalledWith('set_funding_account');
    intents.onChallengeCancel?.();
    expect(funding.cancelChallenge).toHaveBeenCalled();
    // Back is the page's history (the step page's Back link), not an intent of its own.
    expect(intents).not.toHaveProperty('onBack');
  });
});
