import { describe, expect, it, vi } from 'vitest';
import type { PlanTier } from '../../../vocabulary/domain';
import type { StepActions } from '../../actions/step-actions';
import { planFixtures as f } from './fixtures';
import { planIntents, planView } from './view';

const cards = (input: (typeof f)[keyof typeof f]) =>
  Object.fromEntries(planView(input.input).plans.map((plan) => [plan.value, plan])) as Record<
    PlanTier,
    ReturnType<typeof planView>['plans'][number]
  >;

describe('planView', () => {
  it('offers infinity, max, invest and standard at section 9 default prices', () => {
    const view = planView(f.defaultPrices.input);
    expect(view.plans.map((plan) => plan.value)).toEqual(['infinity', 'max', 'invest', 'standard']);
    expect(cards(f.defaultPrices).infinity).toEqual({
      value: 'infinity',
      title: 'Infinity',
      fee: 14.98,
      extra: { amount: 9.99, than: 'Standard' },
      rate: 2,
      perks: { id: 'planPicker.perksInfinity', values: { plan: 'Max' } },
    });
    expect(cards(f.defaultPrices).standard).toMatchObject({
      fee: 4.99,
      extra: null,
      rate: 1,
      perks: { id: 'planPicker.perksStandard' },
    });
    expect(view.value).toBe('standard');
  });

  it('prices by enableCorePriceChange and rates by enableGSRChange', () => {
    expect(cards(f.enableCorePriceChange).max).toMatchObject({
      fee: 9.98,
      extra: { amount: 3.99, than: 'Standard' },
    });
    expect(cards(f.enableCorePriceChange).standard.fee).toBe(5.99);
    expect(cards(f.enableGSRChange).max.rate).toBe(3);
    expect(cards(f.enableGSRChange).invest.rate).toBe(2);
  });

  it('preselects by defaultMax / defaultInfinity, the link plan, and the person pick', () => {
    expect(planView(f.defaultMax.input).value).toBe('max');
    expect(planView(f.defaultInfinity.input).value).toBe('infinity');
    expect(planView(f.planOfTheLink.input).value).toBe('invest');
    expect(planView(f.picked.input).value).toBe('max');
  });

  it('calls standard Core with corePlanCopy, in the title and in the other cards', () => {
    expect(cards(f.corePlanCopy).standard.title).toBe('Core');
    expect(cards(f.corePlanCopy).max.extra).toEqual({ amount: 4.99, than: 'Core' });
    expect(cards(f.corePlanCopy).invest.perks).toEqual({
      id: 'planPicker.perksInvest',
      values: { plan: 'Core' },
    });
  });

  it('offers Maybe later only with acquisitionSetPlanMaybeLater', () => {
    expect(planView(f.defaultPrices.input).offersMaybeLater).toBe(false);
    expect(planView(f.maybeLater.input).offersMaybeLater).toBe(true);
  });

  it('puts a plan refusal at the field and any other failure above the form', () => {
    expect(planView(f.refused.input)).toMatchObject({
      error: 'Please choose one of the plans.',
      formError: undefined,
    });
    const failed = planView(f.callFailed.input);
    expect(failed.error).toBeUndefined();
    expect(failed.formError).toBeTruthy();
    expect(planView(f.submitting.input).loading).toBe(true);
  });
});

describe('planIntents', () => {
  const actions = () => {
    const answer = vi.fn(async () => undefined);
    const editDraft = vi.fn();
    return {
      answer,
      editDraft,
      intents: planIntents({ editDraft, registration: { answer } } as unknown as StepActions),
    };
  };

  it('keeps a pick in the form and sends the plan as setPlan on Continue', () => {
    const { answer, editDraft, intents } = actions();
    intents.onValueChange('max');
    expect(editDraft).toHaveBeenCalledWith('set_plan', { pricingPlanName: 'max' });
    intents.onContinue('max');
    expect(answer).toHaveBeenCalledWith(
      { setPlan: { pricingPlanName: 'max' } },
      { form: 'set_plan' },
    );
  });

  it('goes on with the default plan from either skip', () => {
    const { answer, intents } = actions();
    intents.onMaybeLater?.();
    intents.onDeclinePerks?.();
    expect(answer).toHaveBeenNthCalledWith(
      1,
      { setPlan: { pricingPlanName: 'standard' } },
      { form: 'set_plan' },
    );
    expect(answer).toHaveBeenCalledTimes(2);
  });
});
