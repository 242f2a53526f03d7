import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { identityResultFixtures as f } from './identity-result-fixtures';
import { identityResultIntents, identityResultView } from './identity-result-view';

describe('identityResultView', () => {
  it('a failed check is an honest end: what happened and support to call, nothing to retry', () => {
    const view = identityResultView(f.fail.input);
    expect(view).toEqual({
      message: { id: 'identity.resultFail' },
      supportPhone: { display: '1-888-483-2645', href: 'tel:+18884832645' },
      offersRetry: false,
      offersLeave: false,
      loading: false,
    });
  });

  it('a check that could not run keeps section 8 and offers the retry it speaks of', () => {
    expect(identityResultView(f.couldNotRun.input)).toMatchObject({
      message: 'There was an error verifying your identity. Please try again later.',
      offersRetry: true,
    });
    expect(identityResultView(f.failWithRetry.input).offersRetry).toBe(true);
  });

  it('inside the native apps offers the way back to the app', () => {
    expect(identityResultView(f.failInsideTheApp.input).offersLeave).toBe(true);
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
