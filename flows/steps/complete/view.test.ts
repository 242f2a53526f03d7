import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { completionFixtures as f } from './fixtures';
import { completionIntents, completionView } from './view';

describe('completionView', () => {
  it('shows the parent the first load and the store links', () => {
    expect(completionView(f.parent.input)).toEqual({
      step: 'complete',
      firstName: 'Pat',
      heading: undefined,
      confirmation: undefined,
      reminder: undefined,
      firstLoad: "$50 is on its way to your family's account.",
      improvedDownloadScreen: false,
      appLinks: {
        appStoreUrl: 'https://apps.apple.com/',
        playStoreUrl: 'https://play.google.com/store/apps',
      },
      handBack: false,
    });
    expect(completionView(f.parentCents.input).firstLoad).toBe(
      "$25.50 is on its way to your family's account.",
    );
  });

  it('verification put off: almost done, the first load waits, the amounts go in here', () => {
    const view = completionView(f.parentVerifyLater.input);
    expect(view).toMatchObject({
      heading: {
        text: 'Almost done, Pat!',
        title: 'Almost done!',
        lead: "Your family's account is ready. One step is left before money can move into it.",
      },
      firstLoad:
        "$50 will be added to your family's account once your Harbor Sandbox Bank account is verified.",
      reminder: {
        title: 'One more thing: verify your bank account',
        text: 'Look for two small deposits to your Harbor Sandbox Bank account in 1 to 3 business days. When you have the two amounts, enter them here to finish.',
        action: 'I have the amounts: verify now',
      },
    });
    expect(view.confirmation).toBeUndefined();
    // One message: nothing says the money is on its way, nor sends the parent to the app.
    expect(JSON.stringify(view)).not.toMatch(/on its way|all set|in the app/);
    expect(completionView(f.parent.input).reminder).toBeUndefined();
  });

  it('just verified: a confirmation, then the first load on its way', () => {
    const view = completionView(f.parentVerified.input);
    expect(view).toMatchObject({
      confirmation: 'Your bank account is verified.',
      firstLoad: "$50 is on its way to your family's account.",
    });
    expect(view.heading).toBeUndefined();
    expect(view.reminder).toBeUndefined();
    expect(completionView(f.parent.input).confirmation).toBeUndefined();
  });

  it('too many wrong amounts: says so, and offers no verify now (a reload says the same)', () => {
    const view = completionView(f.parentVerificationBlocked.input);
    expect(view).toMatchObject({
      heading: { text: 'Almost done, Pat!' },
      firstLoad: '$50 will be added once an account you add in the app is verified.',
      reminder: {
        title: 'We could not verify your bank account',
        text: 'Too many of the amounts entered did not match, so your Harbor Sandbox Bank account can no longer be verified. Add another account in the app, or call support at 1-888-483-2645.',
      },
    });
    expect(view.reminder?.action).toBeUndefined();
    expect(JSON.stringify(view)).not.toMatch(/verify now|on its way/);
  });

  it('is the child page by the step reached, without a first load', () => {
    expect(completionView(f.child.input)).toMatchObject({
      step: 'complete_child',
      firstName: 'Kit',
    });
    expect(completionView(f.child.input).firstLoad).toBeUndefined();
  });

  it("the server's summary: the reference, one row per fact, what happens next", () => {
    expect(completionView(f.parentSummaryCard.input).summary).toEqual({
      referenceLabel: 'Your reference',
      reference: '7K3M-9QXD',
      referenceHint:
        'Quote it if you call support at 1-888-483-2645. Nobody can use it to get into your account.',
      heading: 'What you set up',
      rows: [
        { label: 'Plan', value: 'Max, $9.98 a month' },
        { label: 'Child', value: 'Kit' },
        { label: 'Funding account', value: 'Debit card •••• 4242' },
        { label: 'First load', value: '$50' },
        { label: 'Arrives', value: 'Today, within minutes' },
      ],
      nextHeading: 'What happens next',
      nextSteps: [
        'We add your first load to your family account as soon as it arrives.',
        'Download the app and log in with the mobile number you used here.',
        "In the app, order your kids' cards and set up their first allowance.",
      ],
      printLabel: 'Print or save this page',
    });
    // Inside the app nobody is asked to download it.
    expect(completionView(f.parentSummaryInsideTheApp.input).summary?.nextSteps).not.toContain(
      'Download the app and log in with the mobile number you used here.',
    );
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
