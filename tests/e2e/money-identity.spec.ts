import { KBA_QUESTIONS } from '../../vocabulary/magic-values';
import { expect, test } from './fixtures';
import { answerAllKba, answerKba, enterSsn, HEADINGS, heading, SSN } from './money-steps';
import { VARIANT } from './variant';

const TIMEOUT_TEXT = 'You took too long to answer these questions. Please try again.';

test('identity partly fails, is re-entered, and passes on the knowledge questions', async ({
  page,
  open,
  parentAtIdentity,
}) => {
  await parentAtIdentity('5555550192');
  await open('/');
  // The section, not a count of groups; the questions below count within the step.
  await expect(page.getByText('Identity', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await enterSsn(page, SSN.partialFail);

  // Section 8 word for word, and the identity questions start again empty.
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'Please re-enter your information and try again',
  );
  await expect(page.getByLabel('Social Security number')).toHaveValue('');
  await enterSsn(page, SSN.challenge);

  await expect(heading(page, HEADINGS.kba)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Question 1 of 4');
  await expect(page.getByRole('timer')).toHaveAccessibleName(/Time left: 2 minutes/);
  await expect(page.getByRole('region', { name: 'There is a problem' })).toHaveCount(0);
  const [first, second, ...rest] = KBA_QUESTIONS;
  await answerKba(page, first!.prompt, first!.answer);

  // A reload resumes the same question.
  await page.reload();
  await expect(page.getByRole('radiogroup', { name: second!.prompt })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Question 2 of 4');
  // Unanswered: said at the question.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'Choose an answer',
  );
  await answerKba(page, second!.prompt, second!.answer);
  // The knowledge questions count themselves, within the Identity section.
  const counter = page.getByRole('progressbar');
  for (const [index, question] of rest.entries()) {
    await expect(page.getByRole('radiogroup', { name: question.prompt })).toBeVisible();
    await expect(counter).toHaveAttribute('aria-valuetext', `Question ${index + 3} of 4`);
    await expect(page.getByText('Identity', { exact: true })).toBeVisible();
    await answerKba(page, question.prompt, question.answer);
  }

  // The next section says where the family is; no count that the path could make untrue.
  await expect(heading(page, HEADINGS.funding)).toBeFocused();
  await expect(page.getByText('Funding', { exact: true })).toBeVisible();
  await expect(counter).toHaveCount(0);
});

test(
  'a knowledge question left too long asks the set again',
  VARIANT,
  async ({ page, open, parentAtIdentity }) => {
    await parentAtIdentity('5555550193');
    await open('/');
    // The sandbox's timeout SSN: its first question has already waited past the limit.
    await enterSsn(page, SSN.kbaTimeout);
    await expect(heading(page, HEADINGS.kba)).toBeVisible();

    // A reload resumes the question; the page's clock is ours from here on.
    await page.clock.install();
    await page.reload();
    const [first] = KBA_QUESTIONS;
    await expect(page.getByRole('radiogroup', { name: first!.prompt })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/Time left: (2:00|1:5\d)/);
    // Nobody answers: when the two minutes run out the page asks the server, which says so.
    await page.clock.fastForward('02:01');

    await expect(heading(page, HEADINGS.timedOut)).toBeFocused();
    await expect(page.getByText(TIMEOUT_TEXT)).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();

    await expect(page.getByRole('radiogroup', { name: first!.prompt })).toBeVisible();
    await expect(page.getByText(TIMEOUT_TEXT)).toHaveCount(0);
    await answerAllKba(page);
  },
);

test(
  'a failed identity check stops the sign-up',
  VARIANT,
  async ({ page, open, parentAtIdentity }) => {
    await parentAtIdentity('5555550194');
    await open('/');
    await page.reload();
    await enterSsn(page, SSN.fail);

    await expect(heading(page, HEADINGS.identityFailed)).toBeFocused();
    // An honest end: what happened, and support to call; nothing to "try again later", no
    // step counter as if the sign-up went on.
    await expect(page.getByRole('alert')).toHaveText(
      "We couldn't confirm your identity from the details you gave, so we can't open your account online.",
    );
    await expect(page.getByText(/try again/i)).toHaveCount(0);
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const support = page.getByRole('link', { name: '1-888-483-2645' });
    await expect(support).toHaveAttribute('href', 'tel:+18884832645');
    // The number stays on one line, at 375 px too.
    const box = await support.boundingBox();
    const lineHeight = await support.evaluate((el) =>
      Number.parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(box!.height).toBeLessThan(lineHeight * 1.5);

    // The stop holds across a reload: the server keeps the flow halted.
    await page.reload();
    await expect(heading(page, HEADINGS.identityFailed)).toBeVisible();
    await expect(support).toBeVisible();
  },
);
