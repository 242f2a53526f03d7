import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { completionFixtures as f } from './fixtures';
import { completionIntents, completionView } from './view';

// What the page says in words is read from the rendered page (completion-screen.test.tsx).
describe('completionView', () => {
  it('shows the parent the first load and the store links', () => {
    expect(completionView(f.parent.input)).toEqual({
      step: 'complete',
      firstName: 'Pat',
      money: { outcome: 'settled', firstLoad: 50, target: { kind: 'card', bankName: null } },
      supportPhone: '1-888-483-2645',
      improvedDownloadScreen: false,
      appLinks: {
        appStoreUrl: 'https://apps.apple.com/',
        playStoreUrl: 'https://play.google.com/store/apps',
      },
      handBack: false,
    });
    expect(completionView(f.parentCents.input).money?.firstLoad).toBe(25.5);
  });

  it('gives the money its state: put off, just verified, blocked (a reload says the same)', () => {
    const bank = { kind: 'bank', bankName: 'Harbor Sandbox Bank' };
    expect(completionView(f.parentVerifyLater.input).money).toEqual({
      outcome: 'verifyLater',
      firstLoad: 50,
      target: bank,
    });
    expect(completionView(f.parentVerified.input).money?.outcome).toBe('verified');
    expect(completionView(f.parentVerificationBlocked.input).money?.outcome).toBe('blocked');
  });

  it('is the child page by the step reached, without a first load', () => {
    expect(completionView(f.child.input)).toMatchObject({
      step: 'complete_child',
      firstName: 'Kit',
    });
    expect(completionView(f.child.input).money).toBeUndefined();
  });

  it("the server's summary: the reference, one fact each, what happens next", () => {
    expect(completionView(f.parentSummaryCard.input).summary).toEqual({
      reference: '7K3M-9QXD',
      plan: { title: 'Max', monthlyFee: 9.98 },
      children: ['Kit'],
      funding: { name: { kind: 'debit' }, last4: '4242' },
      firstLoad: { dollars: 50, arrives: { kind: 'now' } },
      nextSteps: ['money', 'app', 'cards'],
    });
    // Inside the app nobody is asked to download it.
    expect(completionView(f.parentSummaryInsideTheApp.input).summary?.nextSteps).not.toContain(
      'app',
    );
    expect(completionView(f.parentSummaryLinkedBank.input).summary?.firstLoad?.arrives).toEqual({
      kind: 'by',
      day: '2026-03-05',
    });
    // No summary yet (or none to read): the page still says the registration is complete.
    expect(completionView(f.parent.input).summary).toBeUndefined();
    expect(completionView(f.child.input).summary).toBeUndefined();
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
    const printConfirmation = vi.fn();
    const intents = completionIntents({
      registration: { verifyFundingNow, handBackToApp, printConfirmation },
    } as unknown as StepActions);
    intents.onVerifyNow();
    intents.onDone();
    intents.onPrint();
    expect(verifyFundingNow).toHaveBeenCalledTimes(1);
    expect(handBackToApp).toHaveBeenCalledTimes(1);
    expect(printConfirmation).toHaveBeenCalledTimes(1);
  });
});
