import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { bankLinkFixtures as link } from './bank-link-fixtures';
import { bankLinkIntents, bankLinkView } from './bank-link-view';
import { manualBankFixtures as manual } from './manual-bank-fixtures';
import { manualBankIntents, manualBankView } from './manual-bank-view';

describe('bankLinkView', () => {
  it('is ready, opening, or failed with the words given', () => {
    expect(bankLinkView(link.idle.input)).toEqual({
      status: 'idle',
      failureMessage: undefined,
      offerManual: true,
    });
    expect(bankLinkView(link.opening.input).status).toBe('loading');
    expect(bankLinkView(link.failed.input)).toMatchObject({
      status: 'failed',
      failureMessage: 'We could not open the bank link. Please try again.',
    });
  });

  it('offers the manual form only where hideManualACH leaves it', () => {
    expect(bankLinkView(link.manualHidden.input).offerManual).toBe(false);
  });

  it('links or switches to the manual form: one action each (Back is the history of the page)', () => {
    const funding = { linkBankAccount: vi.fn(), openFundingMethod: vi.fn() };
    const intents = bankLinkIntents({ funding } as unknown as StepActions);
    intents.onOpenBankLink();
    intents.onUseManual();
    expect(intents).not.toHaveProperty('onBack');
    expect(funding.linkBankAccount).toHaveBeenCalledWith('set_funding_account');
    expect(funding.openFundingMethod.mock.calls).toEqual([['set_funding_account', 'manual']]);
  });
});

describe('manualBankView', () => {
  it('shows the numbers typed and the bank found for a complete routing number', () => {
    expect(manualBankView(manual.filled.input)).toMatchObject({
      values: {
        routingNumber: '110000000',
        accountNumber: '000123456789',
        confirmAccountNumber: '000123456789',
      },
      bankLookup: { state: 'found', bankName: 'Harbor Sandbox Bank' },
      fieldErrors: {},
    });
    expect(manualBankView(manual.empty.input).bankLookup).toEqual({ state: 'idle' });
    expect(manualBankView(manual.lookingUp.input).bankLookup).toEqual({ state: 'loading' });
  });

  it('a bank not found is said at the field; the page checks at theirs', () => {
    expect(manualBankView(manual.bankNotFound.input)).toMatchObject({
      bankLookup: {
        state: 'failed',
        message: 'We could not find a bank with that routing number.',
      },
      formError: undefined,
    });
    expect(manualBankView(manual.numbersDoNotMatch.input).fieldErrors).toEqual({
      confirmAccountNumber: 'The account numbers do not match',
    });
    expect(manualBankView(manual.serverError.input).formError).toBe(
      'An unexpected error occurred. Please try again later.',
    );
  });

  it('types, continues and goes back: one action each', () => {
    const funding = {
      editManualBank: vi.fn(),
      submitManualBank: vi.fn(),
      openFundingMethod: vi.fn(),
    };
    const intents = manualBankIntents({ funding } as unknown as StepActions);
    const values = { routingNumber: '1', accountNumber: '', confirmAccountNumber: '' };
    intents.onValuesChange(values);
    intents.onContinue();
    expect(intents).not.toHaveProperty('onBack');
    expect(funding.editManualBank).toHaveBeenCalledWith('set_funding_account', values);
    expect(funding.submitManualBank).toHaveBeenCalledWith('set_funding_account');
  });
});
