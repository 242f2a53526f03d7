import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../actions/step-actions';
import { completionIntents, completionView } from './completion-view';
import { completionFixtures as f } from './fixtures/completion-fixtures';

describe('completionView', () => {
  it('shows the parent the first load and the store links', () => {
    expect(completionView(f.parent.input)).toEqual({
      step: 'complete',
      firstName: 'Pat',
      initialAmount: '$50',
      needsVerification: false,
      improvedDownloadScreen: false,
      appLinks: {
        appStoreUrl: 'https://apps.apple.com/',
        playStoreUrl: 'https://play.google.com/store/apps',
      },
      handBack: false,
    });
    expect(completionView(f.parentCents.input).initialAmount).toBe('$25.50');
  });

  it('keeps the reminder only while verification is put off', () => {
    expect(completionView(f.parentVerifyLater.input).needsVerification).toBe(true);
    expect(completionView(f.parent.input).needsVerification).toBe(false);
  });

  it('is the child page by the step reached, without a first load', () => {
    expect(completionView(f.child.input)).toMatchObject({
      step: 'complete_child',
      firstName: 'Kit',
      initialAmount: undefined,
    });
  });

  it('follows improvedDownloadScreen', () => {
    expect(completionView(f.parentImproved.input).improvedDownloadScreen).toBe(true);
  });

  it('inside the native apps hands back with Done instead of store links', () => {
    expect(completionView(f.parentInsideTheApp.input)).toMatchObject({
      appLinks: undefined,
      handBack: true,
    });
    expect(completionView(f.childInsideTheApp.input).handBack).toBe(true);
  });
});

describe('completionIntents', () => {
  it('each callback is one action', () => {
    const verifyFundingNow = vi.fn();
    const handBackToApp = vi.fn();
    const intents = completionIntents({
      registration: { verifyFundingNow, handBackToApp },
    } as unknown as StepActions);
    intents.onVerifyNow();
    intents.onDone();
    expect(verifyFundingNow).toHaveBeenCalledTimes(1);
    expect(handBackToApp).toHaveBeenCalledTimes(1);
  });
});
