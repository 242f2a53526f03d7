import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { microDepositFixtures as f } from './fixtures';
import { microDepositIntents, microDepositView } from './view';

describe('microDepositView', () => {
  it('names the bank account the deposits went to, inside the flow', () => {
    expect(microDepositView(f.bank.input)).toMatchObject({
      kind: 'bank',
      bankName: 'Harbor Sandbox Bank',
      values: { amount1: '', amount2: '' },
      maxAttemptsReached: false,
      formError: undefined,
      fieldErrors: {},
    });
    expect(microDepositView(f.card.input)).toMatchObject({
      kind: 'card',
      bankName: undefined,
    });
  });

  it('after a reload finds the bank in the looked-up account', () => {
    expect(microDepositView(f.fromCompletion.input)).toMatchObject({
      kind: 'bank',
      bankName: 'Harbor Sandbox Bank',
    });
  });

  it('shows the typed amounts, the page check at its field and the refusal above', () => {
    expect(microDepositView(f.filled.input).values).toEqual({ amount1: '0.32', amount2: '0.45' });
    expect(microDepositView(f.missingAmount.input)).toMatchObject({
      fieldErrors: { amount2: 'Enter the amount in dollars, between 0.01 and 0.99' },
      formError: undefined,
    });
    expect(microDepositView(f.doNotMatch.input)).toMatchObject({
      formError: 'Those amounts do not match. Please check them and try again.',
      maxAttemptsReached: false,
    });
    expect(microDepositView(f.submitting.input).loading).toBe(true);
  });

  it('too many tries replaces the fields with the way on', () => {
    expect(microDepositView(f.maxAttempts.input)).toMatchObject({
      maxAttemptsReached: true,
      maxAttemptsMessage:
        'Too many tries. Please link a different funding account or contact support.',
    });
  });
});

describe('microDepositIntents', () => {
  it('each callback is one action', () => {
    const editDraft = vi.fn();
    const verifyMicroDeposits = vi.fn();
    const verifyDebitLater = vi.fn();
    const intents = microDepositIntents({
      editDraft,
      funding: { verifyMicroDeposits },
      registration: { verifyDebitLater },
    } as unknown as StepActions);
    intents.onValuesChange({ amount1: '0.3', amount2: '' });
    expect(editDraft).toHaveBeenCalledWith('verify_funding', { amount1: '0.3', amount2: '' });
    intents.onVerify();
    expect(verifyMicroDeposits).toHaveBeenCalledWith('verify_funding');
    intents.onLater();
    intents.onChooseAnotherAccount();
    expect(verifyDebitLater).toHaveBeenCalledTimes(2);
  });

  it('after a reload, too many tries still takes no more amounts', () => {
    expect(microDepositView(f.blockedAfterReload.input)).toMatchObject({
      maxAttemptsReached: true,
      maxAttemptsMessage:
        'Too many of the amounts entered did not match. This account can no longer be verified.',
    });
  });
});
