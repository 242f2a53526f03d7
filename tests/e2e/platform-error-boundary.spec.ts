import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { expect, PROVIDER_HOME_URL, test } from './fixtures';
import { enterPhone } from './journey-steps';
import { stepPageChunk } from './step-chunks';

test("a step that cannot load shows the fallback screen, whose 'Try again' goes to the provider's home page", async ({
  page,
  open,
}) => {
  // A deploy replaced the chunks, or the network dropped: the next step's code never arrives.
  await page.route(`**${stepPageChunk('confirm-role')}`, (route) => route.abort());
  await page.route(`${PROVIDER_HOME_URL}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Provider</title><h1>Provider</h1>' }),
  );
  await open('/');
  await enterPhone(page, '5555550140');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeFocused();
  await expect(page.getByText(ERROR_MESSAGES.crash)).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(PROVIDER_HOME_URL);
});
