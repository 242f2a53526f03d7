import { WALKTHROUGHS } from '../../flows/views/stories/walkthroughs';
import { expect, openStory, test } from '../support/storybook-preview';

// A persona's walkthrough steps through the real pages: each Next shows the next page of the
// flow, named in the walkthrough's bar, until the last. Every persona is walked.
const STORY_OF = {
  newParent: 'walkthroughs--new-parent',
  returningParent: 'walkthroughs--returning-parent',
  teenFirst: 'walkthroughs--teen-first',
  invitedParent: 'walkthroughs--invited-parent',
  approver: 'walkthroughs--approver',
} as const satisfies Record<keyof typeof WALKTHROUGHS, string>;

const LAST_PAGE = {
  newParent: 'Completion',
  returningParent: 'Completion',
  teenFirst: 'Teen, waiting for a parent',
  invitedParent: 'Completion',
  approver: 'Approver, placeholder account',
} as const satisfies Record<keyof typeof WALKTHROUGHS, string>;

for (const [persona, id] of Object.entries(STORY_OF) as [keyof typeof STORY_OF, string][]) {
  test(`the ${persona} walkthrough walks from the phone page to its last page`, async ({
    preview,
  }) => {
    const pages = WALKTHROUGHS[persona];
    await openStory(preview, { id, width: 1280 });
    const root = preview.locator('#storybook-root');
    const bar = root.getByRole('navigation', { name: 'Walkthrough' });
    const heading = root.getByRole('heading', { level: 1 });
    await expect(bar).toContainText(`Page 1 of ${pages.length}: Phone entry`);
    await expect(bar.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const seen = [await heading.textContent()];
    for (let page = 2; page <= pages.length; page++) {
      await bar.getByRole('button', { name: 'Next page' }).click();
      await expect(bar).toContainText(`Page ${page} of ${pages.length}`);
      seen.push(await heading.textContent());
    }
    await expect(bar).toContainText(LAST_PAGE[persona]);
    await expect(bar.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(root.getByText(/^No state/)).toHaveCount(0);
    // Every step a page of its own: no two steps in a row show the same question (two states
    // of one step may, as a wrong password shows the login again).
    const repeated = seen.filter(
      (text, at) => at > 0 && text === seen[at - 1] && pages[at]?.[0] !== pages[at - 1]?.[0],
    );
    expect(repeated).toEqual([]);
  });
}

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
