import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { kbaFixtures as f } from './fixtures';
import { kbaIntents, kbaPage, kbaView } from './view';

describe('kbaView', () => {
  it('asks one question with the whole 2 minutes; the challenge is no error', () => {
    expect(kbaView(f.first.input)).toMatchObject({
      question: {
        prompt: 'Which of these streets have you lived on?',
        choices: ['Birch Road', 'Harbor Lane', 'Quarry Street', 'None of the above'],
      },
      answer: null,
      secondsRemaining: 120,
      timedOut: false,
      formError: undefined,
      error: undefined,
      progress: { current: 1, total: 4 },
    });
    expect(kbaPage(f.first.input)).toBe('question');
  });

  it('shows the pick, the unanswered check at the question and a failure above', () => {
    expect(kbaView(f.picked.input).answer).toBe('Harbor Lane');
    expect(kbaView(f.unanswered.input)).toMatchObject({
      error: 'Choose an answer',
      formError: undefined,
    });
    expect(kbaView(f.callFailed.input).formError).toBeTruthy();
    expect(kbaView(f.submitting.input).loading).toBe(true);
  });

  it('times out with section 8 text and no clock', () => {
    expect(kbaView(f.timedOut.input)).toMatchObject({
      timedOut: true,
      timeoutText: 'You took too long to answer these questions. Please try again.',
      secondsRemaining: undefined,
      formError: undefined,
    });
    expect(kbaPage(f.timedOut.input)).toBe('timeout');
  });
});

describe('kbaIntents', () => {
  it('each callback is one action', () => {
    const editDraft = vi.fn();
    const answerKba = vi.fn();
    const restartKba = vi.fn();
    const intents = kbaIntents({
      editDraft,
      registration: { answerKba, restartKba },
    } as unknown as StepActions);
    intents.onAnswer('Harbor Lane');
    expect(editDraft).toHaveBeenCalledWith('kba', { answer: 'Harbor Lane' });
    intents.onContinue?.();
    expect(answerKba).toHaveBeenCalledWith('kba');
    intents.onRestart();
    expect(restartKba).toHaveBeenCalledTimes(1);
  });
});
