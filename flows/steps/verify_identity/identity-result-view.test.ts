import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { identityResultFixtures as f } from './identity-result-fixtures';
import { identityResultIntents, identityResultView } from './identity-result-view';

describe('identityResultView', () => {
  it('a failed check is an honest end: what happened and support to call, nothing to retry', () => {
    const view = identityResultView(f.fail.input);
    expect(view).toEqual({
      heading: "We couldn't verify your identity",
      message:
        "We couldn't confirm your identity from the details you gave, so we can't open your account online.",
      support: {
        before: 'Call customer support at ',
        phone: { display: '1-888-483-2645', href: 'tel:+18884832645' },
        after: ' and we will help you finish.',
      },
      retryLabel: undefined,
      leaveLabel: undefined,
      loading: false,
    });
    expect(JSON.stringify(view)).not.toMatch(/try again later/i);
  });

  it('a check that could not run keeps section 8 and offers the retry it speaks of', () => {
    expect(identityResultView(f.couldNotRun.input)).toMatchObject({
      message: 'There was an error verifying your identity. Please try again later.',
      retryLabel: 'Try again',
    });
    expect(identityResultView(f.failWithRetry.input).retryLabel).toBe('Try again');
  });

  it('inside the native apps offers the way back to the app', () => {
    expect(identityResultView(f.failInsideTheApp.input).leaveLabel).toBe('Back to the app');
  });

  it('intents: each callback one action', () => {
    const retryIdentity = vi.fn();
    const handBackToApp = vi.fn();
    const intents = identityResultIntents({
      registration: { retryIdentity, handBackToApp },
    } as unknown as StepActions);
    intents.onRetry?.();
    intents.onLeave?.();
    expect(retryIdentity).toHaveBeenCalledTimes(1);
    expect(handBackToApp).toHaveBeenCalledTimes(1);
  });
});
