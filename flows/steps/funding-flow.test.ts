import { describe, expect, it } from 'vitest';
import type { AnswerResponse } from '../model/entities';
import { afterAnswer } from './answer-flow';
import {
  awaitsFundingVerification,
  fundingFromExtra,
  offersFundingVerification,
} from './funding-flow';

describe('funding extras (spec section 3)', () => {
  it('a manual bank account keeps its id, type and bank name', () => {
    expect(
      fundingFromExtra({
        action: 'set_manual_bank_account',
        funding: { id: 'fa_1', type: 'checking' },
        bankName: 'Harbor Sandbox Bank',
      }),
    ).toEqual({
      funding: { type: 'checking', fundingAccountId: 'fa_1' },
      bankName: 'Harbor Sandbox Bank',
    });
  });

  it('a card that needs verifying says so; a wallet card keeps its type', () => {
    expect(
      fundingFromExtra({
        action: 'set_instant_funding_account',
        needsVerify: true,
        funding: { id: 'fa_2', type: 'debit' },
      }),
    ).toEqual({ funding: { type: 'debit', fundingAccountId: 'fa_2', needsVerify: true } });
    expect(
      fundingFromExtra({
        action: 'set_instant_funding_account',
        funding: { type: 'apple_pay_card' },
      })?.funding?.type,
    ).toBe('apple_pay_card');
  });

  it('an instant bank link without a type is instant; other extras are not funding', () => {
    expect(fundingFromExtra({ action: 'set_plaid_bank_account' })?.funding?.type).toBe('instant');
    expect(fundingFromExtra({ action: 'set_plan' })).toBeUndefined();
  });

  it('the answer flow stores the funding in the user state', () => {
    const response: Partial<AnswerResponse> = {
      nextQuestions: [{ name: 'set_initial_funding_amount' }],
      needsVerification: true,
      extras: [{ action: 'set_manual_bank_account', funding: { id: 'fa_3', type: 'checking' } }],
    };
    const changes = afterAnswer(response, {
      role: 'parent',
      plan: 'standard',
      toggles: { planChangesTerms: false, enableCorePriceChange: false },
    });
    expect(changes.user?.funding).toEqual({ type: 'checking', fundingAccountId: 'fa_3' });
    expect(changes.registration?.needsVerification).toBe(true);
  });
});

describe('debit verification (section 4)', () => {
  it.each([
    [true, false, true, false],
    [true, true, false, true],
    [false, false, false, false],
    [false, true, false, false],
  ])(
    'needsVerification %s, skippedVerification %s: offered %s, reminder %s',
    (needsVerification, skippedVerification, offered, reminder) => {
      const state = { needsVerification, skippedVerification };
      expect(offersFundingVerification(state)).toBe(offered);
      expect(awaitsFundingVerification(state)).toBe(reminder);
    },
  );
});
