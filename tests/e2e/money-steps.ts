import type { Page } from '@playwright/test';
import { KBA_QUESTIONS, SSN_OUTCOMES } from '../../vocabulary/magic-values';
import { expect } from './fixtures';
import { continueButton } from './journey-steps';

/**
 * Steps of the identity and funding groups, as a person takes them: by roles and labels. Each
 * ends on the next screen's heading.
 */

export const HEADINGS = {
  identity: 'Confirm your identity',
  kba: "A few questions to confirm it's you",
  timedOut: "Time's up",
  identityFailed: "We couldn't verify your identity",
  funding: 'How would you like to add money?',
  debitCard: 'Add your debit card',
  manualBank: 'Enter your bank account details',
  bankLink: 'Link your bank',
  verifyBank: 'Confirm your bank account',
  initialFunding: 'How much would you like to add?',
} as const;

export const heading = (page: Page, name: string) => page.getByRole('heading', { name });

/** The full SSN on the identity group; the sandbox decides by its value (magic values). */
export async function enterSsn(page: Page, ssn: string) {
  await expect(heading(page, HEADINGS.identity)).toBeVisible();
  await page.getByLabel('Social Security number').fill(ssn);
  await continueButton(page).click();
}

/** One knowledge question: the choice by its text. */
export async function answerKba(page: Page, prompt: string, choice: string) {
  await expect(page.getByRole('radiogroup', { name: prompt })).toBeVisible();
  await page.getByRole('radio', { name: choice, exact: true }).click();
  await continueButton(page).click();
  await expect(page.getByRole('radiogroup', { name: prompt })).toHaveCount(0);
}

export async function chooseFunding(
  page: Page,
  method: 'Debit card' | 'Enter bank account details' | 'Link your bank instantly',
) {
  await expect(heading(page, HEADINGS.funding)).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${method}`) }).click();
  await continueButton(page).click();
}

export async function addDebitCard(page: Page, cardNumber = '4242 4242 4242 4242') {
  await expect(heading(page, HEADINGS.debitCard)).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('1234');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('textbox', { name: 'Billing ZIP code' }).fill('62704');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(heading(page, HEADINGS.debitCard)).toHaveCount(0);
}

export async function addInitialFunding(page: Page, dollars: string) {
  await expect(heading(page, HEADINGS.initialFunding)).toBeVisible();
  await page.getByRole('textbox', { name: 'How much would you like to add?' }).fill(dollars);
  await page.getByRole('button', { name: 'Add money' }).click();
  await expect(heading(page, HEADINGS.initialFunding)).toHaveCount(0);
}

/** The sandbox's SSN for each identity outcome (magic values). */
const ssnFor = (outcome: (typeof SSN_OUTCOMES)[keyof typeof SSN_OUTCOMES]) => {
  const digits = Object.entries(SSN_OUTCOMES).find(([, value]) => value === outcome)![0];
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
};
export const SSN = {
  pass: ssnFor('ERR_KYC_SUCCESS'),
  partialFail: ssnFor('ERR_KYC_PARTIAL_FAIL'),
  challenge: ssnFor('ERR_KYC_PARTIAL_FAIL_CHALLENGE'),
  fail: ssnFor('ERR_KYC_FAIL'),
  kbaTimeout: ssnFor('KBA_QUESTION_TIMEOUT'),
};

/** Answers the whole set of knowledge questions right; ends on the funding choice. */
export async function answerAllKba(page: Page) {
  for (const question of KBA_QUESTIONS) await answerKba(page, question.prompt, question.answer);
  await expect(heading(page, HEADINGS.funding)).toBeVisible();
}
