import { expect, test } from './fixtures';

// The deployment's next-gen onboarding address, for when the onboarding service names none
// (the sandbox never does). A host the browser never reaches: the test routes it.
const NEXT_GEN_ONBOARDING_URL = 'https://onboarding.example/start';

test.use({ serverEnv: { NEXT_GEN_ONBOARDING_URL } });

test('with a next-gen address configured, the hand-off goes there by itself', async ({
  page,
  open,
}) => {
  await page.route('https://onboarding.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>New sign-up</title>' }),
  );
  await open(
    '/lta-redirect?role=parent&legacyAccessToken=legacy-token-0175&phoneNumber=%2B15555550175',
  );
  await expect(page).toHaveURL(NEXT_GEN_ONBOARDING_URL);
  await expect(page).toHaveTitle('New sign-up');
});
