import { describe, expect, it } from 'vitest';
import type { RegistrationState } from '../../model/registration-state';
import { STANDARD_TITLE } from '../../rules/plan-catalogue';
import { namedPlanChosenSoFar, planChosenSoFar, planInForce } from './rule';

const source = (
  prefilled: unknown,
  shortcutPlan: string | null = null,
  preRegPlanSelection: string | null = null,
) => ({
  registration: {
    // A name from the server is whatever it sent: the rule checks it, so the test sends any.
    prefilledAnswers: (prefilled === undefined
      ? {}
      : { setPlan: { pricingPlanName: prefilled } }) as RegistrationState['prefilledAnswers'],
    shortcutPlan,
  },
  user: { preRegPlanSelection },
});

const noDefaults = { defaultMax: false, defaultInfinity: false };

describe('the plan chosen so far', () => {
  it("is the server's answer, else the entry link's, else the one picked before sign-up", () => {
    expect(planChosenSoFar(source('max', 'infinity', 'invest'))).toBe('max');
    expect(planChosenSoFar(source(undefined, 'infinity', 'invest'))).toBe('infinity');
    expect(planChosenSoFar(source(undefined, null, 'invest'))).toBe('invest');
    expect(planChosenSoFar(source(undefined))).toBeNull();
  });

  it('passes over a name that is not a plan, wherever it comes from', () => {
    expect(planChosenSoFar(source('gold', 'platinum', 'max'))).toBe('max');
    expect(planChosenSoFar(source(42, '', null))).toBeNull();
  });
});

describe('the plan in force', () => {
  it('is the plan chosen so far, else the default the toggles give (section 9)', () => {
    expect(planInForce(source(undefined, 'invest'), { ...noDefaults, defaultMax: true })).toBe(
      'invest',
    );
    expect(planInForce(source(undefined), noDefaults)).toBe('standard');
    expect(planInForce(source(undefined), { ...noDefaults, defaultMax: true })).toBe('max');
    expect(planInForce(source(undefined), { defaultMax: true, defaultInfinity: true })).toBe(
      'infinity',
    );
  });
});

describe('the plan chosen so far, by name', () => {
  it('names standard as the picker does under corePlanCopy, and nothing before a choice', () => {
    expect(namedPlanChosenSoFar(source('standard'), { corePlanCopy: true })).toEqual({
      tier: 'standard',
      title: STANDARD_TITLE.corePlanCopy,
    });
    expect(namedPlanChosenSoFar(source('standard'), { corePlanCopy: false })).toEqual({
      tier: 'standard',
      title: STANDARD_TITLE.default,
    });
    expect(namedPlanChosenSoFar(source(undefined), { corePlanCopy: true })).toBeNull();
  });
});
