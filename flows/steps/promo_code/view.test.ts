import { describe, expect, it, vi } from 'vitest';
import { PAGE_CHECK_MESSAGES } from '../../rules/page-checks';
import type { StateFixture } from '../../views/fixtures/state-fixture';
import { promoCodeFixtures as f } from './fixtures';
import { promoCodeAnswer } from './rule';
import { promoCodeIntents, promoCodeView } from './view';

/** Continue on a fixture's page: the step's rule applied to its draft and state. */
const submit = (fixture: StateFixture, draft?: Record<string, unknown>) =>
  promoCodeAnswer(
    (draft ?? fixture.input.form.drafts.promo_code ?? {}) as never,
    {
      ...fixture.input,
      today: new Date(),
    } as never,
  );

describe('promoCodeView (promo_code)', () => {
  it('asks for an optional code; Continue says it goes on without one', () => {
    expect(promoCodeView(f.empty.input)).toEqual({
      code: '',
      status: undefined,
      refusal: undefined,
      continueWithoutCode: true,
      fieldErrors: { code: undefined },
      formError: undefined,
    });
  });

  it('says the live check under the field: checking, earned, redeemed', () => {
    expect(promoCodeView(f.checking.input)).toMatchObject({
      code: 'SANDBOX-EARNED',
      status: { state: 'checking', text: { id: 'promoCode.checking' } },
      continueWithoutCode: false,
    });
    expect(promoCodeView(f.earned.input).status).toEqual({
      state: 'accepted',
      text: { id: 'promoCode.earnedReward', values: { reward: 10 } },
    });
    expect(promoCodeView(f.redeemed.input).status?.text).toEqual({
      id: 'promoCode.appliedReward',
      values: { reward: 10 },
    });
  });

  it('a refusal while typing is at the field only; on Continue in the summary too', () => {
    expect(promoCodeView(f.refused.input)).toMatchObject({
      refusal: 'That promo code is not valid.',
      status: undefined,
      fieldErrors: { code: undefined },
    });
    expect(promoCodeView(f.refusedOnContinue.input).fieldErrors).toEqual({
      code: 'That promo code is not valid.',
    });
  });

  it('back on the page, the code accepted before shows with its reward', () => {
    expect(promoCodeView(f.accepted.input)).toMatchObject({
      code: 'SANDBOX-EARNED',
      status: {
        state: 'accepted',
        text: { id: 'promoCode.earnedReward', values: { reward: 10 } },
      },
    });
  });

  it('Continue: no code or an accepted one starts the registration; else the page says why', () => {
    expect(submit(f.empty)).toEqual({
      changes: {
        registration: { promoCode: null },
        user: { nextRegStep: 'register', referralRewardValue: null },
      },
    });
    expect(submit(f.earned)).toEqual({ changes: { user: { nextRegStep: 'register' } } });
    expect(submit(f.accepted)).toEqual({ changes: { user: { nextRegStep: 'register' } } });
    expect(submit(f.refused)).toEqual({ errors: { code: 'That promo code is not valid.' } });
    expect(submit(f.checking)).toEqual({ errors: { code: PAGE_CHECK_MESSAGES.checkPromoFirst } });
    expect(submit(f.empty, { code: 'ABC' })).toEqual({
      errors: { code: PAGE_CHECK_MESSAGES.checkPromoFirst },
    });
  });

  it('wires typing to the draft and the live check, Continue to the rule', () => {
    const editDraft = vi.fn();
    const checkPromoCode = vi.fn();
    const sendForm = vi.fn();
    const intents = promoCodeIntents({
      editDraft,
      registration: { checkPromoCode, sendForm },
    } as never);
    intents.onCodeChange('SANDBOX-E');
    expect(editDraft).toHaveBeenCalledWith('promo_code', { code: 'SANDBOX-E' });
    expect(checkPromoCode).toHaveBeenCalledWith('promo_code', 'SANDBOX-E');
    intents.onContinue();
    expect(sendForm).toHaveBeenCalledWith('promo_code', promoCodeAnswer);
  });
});
