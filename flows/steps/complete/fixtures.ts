import { SANDBOX_BANK } from '../../../vocabulary/magic-values';
import { FORMS } from '../../rules/page-checks';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';

const done = (
  // complete_placeholder has its own page (teen-placeholder-fixtures).
  nextRegStep: 'complete' | 'complete_child',
  firstName: string | null,
) => ({
  registration: { userCompleted: true, completeUser: true },
  user: { nextRegStep, firstName },
});
const parent = withParts(done('complete', 'Pat'), {
  user: { role: 'parent', initialLoadAmount: 50 },
});
// A manual bank account, verified by the two deposits (the sandbox's bank).
const bankAccount = {
  user: {
    funding: { type: 'checking' as const, fundingAccountId: 'fa-sandbox' },
    bankName: SANDBOX_BANK.name,
  },
};
const child = withParts(done('complete_child', 'Kit'), { user: { role: 'child' } });
const improved = { toggles: { improvedDownloadScreen: true } };
const sms = (status?: 'subscribed' | 'failed') => ({
  toggles: { smsNotifications: true },
  ...(status ? { form: { drafts: { [FORMS.smsNotifications]: { status } }, errors: {} } } : {}),
});
const embedded = { registration: { embeddedWebreg: true, appOs: 'ios' } };

/** Every completion page a family can reach: by role, by toggle, inside the native apps. */
export const completionFixtures = {
  parent: stateFixture('Parent', parent),
  parentImproved: stateFixture('Parent, improvedDownloadScreen', withParts(parent, improved)),
  parentCents: stateFixture(
    'Parent, first load with cents',
    withParts(parent, { user: { initialLoadAmount: 25.5 } }),
  ),
  parentVerifyLater: stateFixture(
    'Parent, verification put off',
    withParts(parent, bankAccount, {
      registration: { needsVerification: true, skippedVerification: true },
    }),
  ),
  parentVerified: stateFixture(
    'Parent, bank account just verified',
    withParts(parent, bankAccount, {
      registration: { fundingVerificationOutcome: 'verified' },
    }),
  ),
  parentVerificationBlocked: stateFixture(
    'Parent, too many wrong amounts',
    withParts(parent, bankAccount, {
      registration: {
        needsVerification: true,
        skippedVerification: true,
        fundingVerificationOutcome: 'blocked',
      },
    }),
  ),
  parentInsideTheApp: stateFixture('Parent inside the app', withParts(parent, embedded)),
  parentSmsOffer: stateFixture('Parent, smsNotifications', withParts(parent, sms())),
  parentSmsSubscribed: stateFixture(
    'Parent, smsNotifications, subscribed',
    withParts(parent, sms('subscribed')),
  ),
  parentSmsFailed: stateFixture(
    'Parent, smsNotifications, subscription failed',
    withParts(parent, sms('failed')),
  ),
  child: stateFixture('Child', child),
  childImproved: stateFixture('Child, improvedDownloadScreen', withParts(child, improved)),
  childInsideTheApp: stateFixture('Child inside the app', withParts(child, embedded)),
};
