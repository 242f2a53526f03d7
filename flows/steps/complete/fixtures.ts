import { SANDBOX_BANK } from '../../../vocabulary/magic-values';
import type { RegistrationSummary } from '../../model/entities';
import { FORMS } from '../../rules/page-checks';
import { FIXTURE_NOW, stateFixture, withParts } from '../../views/fixtures/state-fixture';

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

/** The server's summary of a completed registration (get_registration_summary's shape). */
const summary = (parts: Partial<RegistrationSummary> = {}): RegistrationSummary => ({
  reference: '7K3M-9QXD',
  completedAt: new Date(FIXTURE_NOW).toISOString(),
  plan: { pricingPlanName: 'max', title: 'Max', monthlyFee: 9.98 },
  children: [{ firstName: 'Kit' }],
  funding: {
    type: 'debit',
    paymentType: 'debit',
    last4: '4242',
    bankName: null,
    needsVerification: false,
  },
  initialLoadAmount: 50,
  ...parts,
});
const summarised = (parts?: Partial<RegistrationSummary>) => ({
  registration: { confirmation: summary(parts) },
});
const manualBankPending = {
  type: 'checking' as const,
  paymentType: null,
  last4: '6789',
  bankName: SANDBOX_BANK.name,
  needsVerification: true,
};
const improved = { toggles: { improvedDownloadScreen: true } };
const sms = (status?: 'subscribed' | 'failed') => ({
  toggles: { smsNotifications: true },
  ...(status ? { form: { drafts: { [FORMS.smsNotifications]: { status } }, errors: {} } } : {}),
});
const embedded = { registration: { embeddedWebreg: true, appOs: 'ios' } };

/** Every completion page a family can reach: by role, by toggle, inside the native apps. */
export const completionFixtures = {
  parent: stateFixture('Parent', parent),
  parentImproved: stateFixture('Parent, improved download page', withParts(parent, improved)),
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
  parentSummaryCard: stateFixture('Parent, summary, debit card', withParts(parent, summarised())),
  parentSummaryBankPending: stateFixture(
    'Parent, summary, bank account with deposits to verify',
    withParts(parent, bankAccount, summarised({ funding: manualBankPending }), {
      registration: { needsVerification: true, skippedVerification: true },
    }),
  ),
  parentSummaryLinkedBank: stateFixture(
    'Parent, summary, linked bank and several children',
    withParts(
      parent,
      summarised({
        plan: { pricingPlanName: 'standard', title: 'Standard', monthlyFee: 4.99 },
        children: [{ firstName: 'Kit' }, { firstName: 'Ash' }, { firstName: 'Rae' }],
        funding: {
          type: 'instant',
          paymentType: null,
          last4: '0000',
          bankName: 'Sandbox Checking',
          needsVerification: false,
        },
      }),
    ),
  ),
  parentSummaryInsideTheApp: stateFixture(
    'Parent inside the app, summary',
    withParts(parent, embedded, summarised()),
  ),
  parentInsideTheApp: stateFixture('Parent inside the app', withParts(parent, embedded)),
  parentSmsOffer: stateFixture('Parent, text notifications offered', withParts(parent, sms())),
  parentSmsSubscribed: stateFixture(
    'Parent, text notifications subscribed',
    withParts(parent, sms('subscribed')),
  ),
  parentSmsFailed: stateFixture(
    'Parent, text notifications subscription failed',
    withParts(parent, sms('failed')),
  ),
  child: stateFixture('Child', child),
  childImproved: stateFixture('Child, improved download page', withParts(child, improved)),
  childInsideTheApp: stateFixture('Child inside the app', withParts(child, embedded)),
};
