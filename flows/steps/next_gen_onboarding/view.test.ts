import { describe, expect, it } from 'vitest';
import { spyAllActions } from '../../views/test-step-actions';
import { nextGenFixtures as nextGen } from './fixtures';
import { nextGenIntents, nextGenView } from './view';

describe('nextGenView', () => {
  it('the hand-off: stalled only once the action says so', () => {
    expect(nextGenView(nextGen.redirecting.input)).toEqual({ stalled: false });
    expect(nextGenView(nextGen.stalled.input)).toEqual({ stalled: true });
    const { actions, called } = spyAllActions();
    nextGenIntents(actions).onContinue();
    expect(called()).toEqual(['session.continueHandOff']);
  });
});
