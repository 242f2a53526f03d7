import { WALKTHROUGHS } from '../../flows/views/stories/walkthroughs';
import { expect, openStory, test } from '../support/storybook-preview';

// A persona's walkthrough steps through the real pages: each Next shows the next page of the
// flow, named in the walkthrough's bar, until the last.
test('the new parent walks from the phone page to the completion page', async ({ preview }) => {
  await openStory(preview, { id: 'walkthroughs--new-parent', width: 1280 });
  const root = preview.locator('#storybook-root');
  const bar = root.getByRole('navigation', { name: 'Walkthrough' });
  const heading = root.getByRole('heading', { level: 1 });
  const total = WALKTHROUGHS.newParent.length;
  await expect(bar).toContainText(`Page 1 of ${total}: Phone entry`);
  await expect(bar.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  const seen = [await heading.textContent()];
  for (let page = 2; page <= total; page++) {
    await bar.getByRole('button', { name: 'Next page' }).click();
    await expect(bar).toContainText(`Page ${page} of ${total}`);
    seen.push(await heading.textContent());
  }
  await expect(bar).toContainText('Completion');
  await expect(bar.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(root.getByText(/^No state/)).toHaveCount(0);
  // Every page a page of its own: no two pages in a row show the same question.
  expect(seen.filter((text, at) => text === seen[at - 1])).toEqual([]);
});

test('both layouts side by side show the page on the website and in the apps', async ({
  preview,
}) => {
  await openStory(preview, { id: 'walkthroughs--new-parent-both-layouts', width: 1280 });
  const root = preview.locator('#storybook-root');
  for (const layout of ['default', 'compact']) {
    const frame = root.getByRole('region', { name: `${layout} layout` });
    await expect(frame.locator(`[data-layout-type="${layout}"]`)).toBeVisible();
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
