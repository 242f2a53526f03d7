import { expect, test } from './fixtures';
import { fillAboutYou, fillAccount, fillLegalName, startNewParent } from './journey-steps';

// Every heading the page shows, in order, and whether the step router's fallback ever
// rendered: recorded in the page by a MutationObserver, so nothing depends on timing.
declare global {
  interface Window {
    headingsSeen: string[];
    fallbackSeen: boolean;
  }
}

test('steps and question groups change without a loading fallback, even when code arrives late', async ({
  page,
  request,
  open,
}) => {
  await page.addInitScript(() => {
    window.headingsSeen = [];
    window.fallbackSeen = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Loading…')) window.fallbackSeen = true;
      const heading = document.querySelector('h1')?.textContent ?? '';
      if (heading && window.headingsSeen.at(-1) !== heading) window.headingsSeen.push(heading);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // Every script arrives 600 ms late (a slow phone network): the next step's chunk may not be
  // there when its call answers, and the current step must stay up until it is.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await open('/');
  await startNewParent(page, request, '2025550177');
  await fillAccount(page, { email: 'no-fallback@example.com' });
  await fillLegalName(page, { firstName: 'Sam', lastName: 'Rivera' });
  await fillAboutYou(page);
  await expect(page.getByRole('heading', { name: "Choose your family's plan" })).toBeVisible();

  expect(await page.evaluate(() => window.fallbackSeen)).toBe(false);
  const headings = await page.evaluate(() => window.headingsSeen);
  // "Just a moment" shows once, while the register step asks the server where to resume (a
  // call, not code); between groups it would be the group fallback.
  const fromFirstGroup = headings.slice(headings.indexOf("What's your email address?"));
  // Nothing between two groups either: the group on screen used to stay up for one commit
  // with the next group's questions (a deferred value), so About you flashed the teen's date
  // of birth page before the plan. About you's own two pages are one group (decision 121).
  expect(fromFirstGroup).toEqual([
    "What's your email address?",
    'Create a password',
    "What's your legal name?",
    "What's your date of birth?",
    "What's your home address?",
    "Choose your family's plan",
  ]);
  expect(headings.slice(0, 3)).toEqual([
    "Let's get started",
    "Who's signing up?",
    'Enter your code',
  ]);
});
