import { expect, openStory, test } from '../support/storybook-preview';

// Every page not shot wide elsewhere, at a desktop width in both layout types: the wide
// layout's card with its Back link and section caption (docs/decisions/108 and 109). One
// state a page, the one its latest change shows (the typo suggestion, the password shown, a
// wrong code); the phone width of every state is on the All-states boards.
const pages: { page: string; id: string }[] = [
  { page: 'role-choice', id: 'sign-up-role-choice--filled' },
  { page: 'confirmation-code', id: 'sign-up-confirmation-code--wrong-code' },
  { page: 'email', id: 'sign-up-account--email-suggestion' },
  { page: 'password', id: 'sign-up-account--password-shown' },
  { page: 'date-of-birth', id: 'sign-up-date-of-birth--filled' },
  { page: 'legal-name', id: 'sign-up-about-you--name-filled' },
  { page: 'home-address', id: 'sign-up-about-you--address-filled' },
  { page: 'check-your-home-address', id: 'sign-up-check-your-home-address--waiting' },
  { page: 'add-child', id: 'sign-up-add-child--filled' },
  { page: 'invite-parent', id: 'sign-up-invite-parent--filled' },
  { page: 'promo-code', id: 'sign-up-promo-code--empty' },
  { page: 'email-verification', id: 'sign-up-email-verification--unverified' },
  { page: 'credit-waitlist', id: 'sign-up-credit-waitlist--empty' },
  { page: 'credit-waitlist-confirm', id: 'sign-up-credit-waitlist-confirm--joined' },
  { page: 'teen-waiting', id: 'sign-up-teen-waiting-for-a-parent--default' },
  { page: 'under-13', id: 'sign-up-under-13--default' },
  { page: 'mobile-number-authentication', id: 'sign-up-mobile-number-authentication--pending' },
  { page: 'identity-details', id: 'identity-identity-details--filled' },
  { page: 'identity-result', id: 'identity-identity-result--fail' },
  { page: 'knowledge-questions', id: 'identity-knowledge-questions--empty' },
  { page: 'bank-link', id: 'funding-bank-link--empty' },
  { page: 'manual-bank-account', id: 'funding-manual-bank-account--empty' },
  { page: 'initial-funding', id: 'funding-initial-funding--empty' },
  { page: 'micro-deposit-verification', id: 'funding-micro-deposit-verification--empty' },
  { page: 'login', id: 'log-in-login--password-shown' },
  { page: 'forgot-password', id: 'log-in-forgot-password--empty' },
  { page: 'reset-password', id: 'log-in-reset-password--password-shown' },
  { page: 'deactivated', id: 'log-in-account-deactivated-or-invalidated--deactivated' },
  { page: 'continue-in-the-app', id: 'log-in-continue-in-the-app--in-a-browser' },
  { page: 'next-gen-hand-off', id: 'log-in-next-gen-onboarding-hand-off--redirecting' },
  { page: 'open-the-link-again', id: 'log-in-open-the-link-in-your-email-again--after-reload' },
];

for (const { page, id } of pages) {
  for (const layoutType of ['default', 'compact'] as const) {
    const name = `page-${page}-${layoutType}-1280`;
    test(name, async ({ preview }) => {
      await openStory(preview, { id, layoutType, width: 1280 });
      await expect(preview).toHaveScreenshot(`${name}.png`, { fullPage: true });
    });
  }
}
