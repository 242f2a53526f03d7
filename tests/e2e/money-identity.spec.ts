import { KBA_QUESTIONS } from '../../server/sandbox/magic-values';
import { expect, test } from './fixtures';
import { answerAllKba, answerKba, enterSsn, HEADINGS, heading, SSN } from './money-steps';

const TIMEOUT_TEXT = 'You took too long to answer these questions. Please try again.';

test('identity partly fails, is re-entered, and passes on the knowledge questions', async ({
  page,
  open,
  parentAtIdentity,
}) => {
  await parentAtIdentity('5555550192');
  await open('/');
  await enterSsn(page, SSN.partialFail);

  // Section 8 word for word, and the identity questions start again empty.
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'Please re-enter your information and try again',
  );
  await expect(page.getByLabel('Social Security number')).toHaveValue('');
  await enterSsn(page, SSN.challenge);

  await expect(heading(page, HEADINGS.kba)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveAccessibleName(/Time left: 2 minutes/);
  await expect(page.getByRole('region', { name: 'There is a problem' })).toHaveCount(0);
  const [first, second, ...rest] = KBA_QUESTIONS;
  await answerKba(page, first!.prompt, first!.answer);

  // A reload resumes the same question.
  await page.reload();
  await expect(page.getByRole('radiogroup', { name: second!.prompt })).toBeVisible();
  // Unanswered: said at the question.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'Choose an answer',
  );
  await answerKba(page, second!.prompt, second!.answer);
  for (const question of rest) await answerKba(page, question.prompt, question.answer);

  await expect(heading(page, HEADINGS.funding)).toBeFocused();
});

test('a knowledge question left too long asks the set again', async ({
  page,
  open,
  parentAtIdentity,
}) => {
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
});

test('a failed identity check stops the sign-up', async ({ page, open, parentAtIdentity }) => {
  await parentAtIdentity('5555550194');
  await open('/');
  await page.reload();
  await enterSsn(page, SSN.fail);

  await expect(heading(page, HEADINGS.identityFailed)).toBeFocused();
  await expect(
    page.getByText('There was an error verifying your identity. Please try again later.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  // The stop holds across a reload: the server keeps the flow halted.
  await page.reload();
  await expect(heading(page, HEADINGS.identityFailed)).toBeVisible();
  await expect(page.getByText(/1-888-483-2645/)).toBeVisible();
});
