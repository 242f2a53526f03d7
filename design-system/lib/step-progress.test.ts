import { describe, expect, it } from 'vitest';
import { stepOfFlow } from './step-progress';

describe('stepOfFlow', () => {
  it('passes a step inside the flow through', () => {
    expect(stepOfFlow(2, 5)).toEqual({ step: 2, total: 5 });
    expect(stepOfFlow(5, 5)).toEqual({ step: 5, total: 5 });
  });

  it.each([0, -3, Number.NaN, Number.POSITIVE_INFINITY, null, undefined])(
    'shows nothing while the total is %s',
    (total) => {
      expect(stepOfFlow(1, total)).toBeNull();
    },
  );

  it('clamps a step past either end', () => {
    expect(stepOfFlow(9, 4)).toEqual({ step: 4, total: 4 });
    expect(stepOfFlow(0, 4)).toEqual({ step: 1, total: 4 });
    expect(stepOfFlow(-2, 4)).toEqual({ step: 1, total: 4 });
  });

  it('starts at step 1 when the current group is unknown', () => {
    expect(stepOfFlow(undefined, 6)).toEqual({ step: 1, total: 6 });
    expect(stepOfFlow(Number.NaN, 6)).toEqual({ step: 1, total: 6 });
  });

  it('uses whole numbers only', () => {
    expect(stepOfFlow(2.6, 5.9)).toEqual({ step: 3, total: 5 });
  });
});
