import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { errorFallbackIntents, errorFallbackView } from './error-fallback-view';
import { errorFallbackFixtures, stepUnavailableFixtures } from './fixtures/system-fixtures';
import { stepUnavailableIntents, stepUnavailableView } from './step-unavailable-view';
import { spyAllActions } from './test-step-actions';

describe('system views', () => {
  it('the error fallback prints the crash text and leaves without a lazy chunk', () => {
    expect(errorFallbackView(errorFallbackFixtures.crashed.input)).toEqual({
      text: ERROR_MESSAGES.crash,
    });
    const { actions, called } = spyAllActions();
    errorFallbackIntents(actions).onTryAgain();
    expect(called()).toEqual(['leaveForProviderHome']);
  });

  it('a step without a page names it (the next step, or the question the register step has)', () => {
    expect(stepUnavailableView(stepUnavailableFixtures.unknownQuestion.input)).toEqual({
      step: 'set_partner_source',
    });
    expect(
      stepUnavailableView(stepUnavailableFixtures.unknownQuestion.input, 'set_mystery').step,
    ).toBe('set_mystery');
    const { actions, called } = spyAllActions();
    stepUnavailableIntents(actions).onStartOver();
    expect(called()).toEqual(['session.startOver']);
  });
});
