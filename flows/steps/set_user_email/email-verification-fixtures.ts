import { FORMS } from '../../rules/page-checks';
import { stateFixture } from '../../views/fixtures/state-fixture';

const page = (checking: boolean) => ({
  form: { drafts: { [FORMS.emailVerification]: { opened: true, checking } }, errors: {} },
});

/** Every state of the emailed verification link's page (spec section 4). */
export const emailVerificationFixtures = {
  checking: stateFixture('Checking the link', page(true)),
  verified: stateFixture('Verified', {
    ...page(false),
    registration: { emailVerificationStatus: 'verified' },
  }),
  unverified: stateFixture('Unverified (a used or expired link)', page(false)),
};
