import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { cancelAgeFixtures } from './fixtures';
import { cancelAgeIntents, cancelAgeView } from './view';

describe('cancelAgeView', () => {
  it('shows the same stop to everyone, and starts over from it', () => {
    const startOver = vi.fn();
    const actions = { startOver } as unknown as StepActions;
    expect(cancelAgeView(cancelAgeFixtures.stopped.input)).toEqual({});
    cancelAgeIntents(actions).onStartOver?.();
    expect(startOver).toHaveBeenCalledTimes(1);
  });
});
