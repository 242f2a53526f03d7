import type { Page } from 'playwright-core';
import { SEEDED, SSN_OUTCOMES } from '../../vocabulary/magic-values';

/**
 * The journeys the step-transition bench clicks through, as a person would (by roles and
 * labels, as tests/e2e does): each transition fills its page, then `submit` (Continue unless
 * named) is the click timed, to the first frame showing the heading `to`.
 */
type Step = {
  to: string;
  fill: (page: Page, context: JourneyContext) => Promise<void>;
  submit?: (page: Page) => Promise<void>;
};
type JourneyContext = { codeFor: (e164: string) => Promise<string> };
export type Journey = { name: string; steps: (round: number) => Step[] };

/** The step's main button: 'Continue', or 'Continue as ...' where the role is named. */
export const clickContinue = (page: Page) =>
  page.getByRole('button', { name: /^Continue/ }).click();
const e164 = (digits: string) => `+1${digits}`;

const RETURNING = SEEDED.completeParent;
const PASSWORD = 'Harbor-sandbox-2026';
const PASSING_SSN = Object.entries(SSN_OUTCOMES).find(
  ([, outcome]) => outcome === 'ERR_KYC_SUCCESS',
)![0];

const phoneStep = (digits: string, to: string): Step => ({
  to,
  fill: async (page) => {
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(digits);
  },
});

export const JOURNEYS: Journey[] = [
  {
    name: 'returning parent',
    steps: () => [
      phoneStep(RETURNING.phoneNumber.slice(2), 'Welcome back'),
      {
        to: `You're all set, ${RETURNING.firstName}!`,
        fill: async (page) => {
          await page.getByRole('textbox', { name: 'Password' }).fill(RETURNING.password);
        },
        submit: (page) => page.getByRole('button', { name: 'Log in' }).click(),
      },
    ],
  },
  {
    name: 'new parent',
    // A new number per round and run (201-555-xxxx, none of them seeded).
    steps: (round) =>
      newParentSteps(`201555${String((process.pid * 10 + round) % 10_000).padStart(4, '0')}`),
  },
];

/** The new parent's steps for one number: phone to the completion page. */
function newParentSteps(digits: string): Step[] {
  return [
    phoneStep(digits, "Who's signing up?"),
    {
      to: 'Enter your code',
      fill: async (page) => {
        await page.getByRole('radio', { name: "I'm a parent or guardian" }).click();
      },
    },
    {
      to: "What's your email address?",
      fill: async (page, { codeFor }) => {
        const code = await codeFor(e164(digits));
        await page.getByRole('textbox', { name: 'Enter your code' }).fill(code);
      },
    },
    {
      to: 'Create a password',
      fill: async (page) => {
        await page
          .getByRole('textbox', { name: 'Email address' })
          .fill(`bench.${digits}@example.com`);
      },
    },
    {
      to: "What's your legal name?",
      fill: async (page) => {
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await page.getByLabel('Confirm password').fill(PASSWORD);
      },
    },
    {
      to: "What's your date of birth?",
      fill: async (page) => {
        await page.getByRole('textbox', { name: 'Legal first name' }).fill('Sam');
        await page.getByRole('textbox', { name: 'Legal last name' }).fill('Rivera');
      },
    },
    // About you's second page comes with no call (docs/decisions/121).
    {
      to: "What's your home address?",
      fill: async (page) => {
        await page.getByRole('textbox', { name: 'Date of birth' }).fill('03/27/1985');
      },
    },
    {
      to: "Choose your family's plan",
      fill: async (page) => {
        await page.getByRole('textbox', { name: 'Street address' }).fill('12 Harbor Lane');
        await page.getByRole('textbox', { name: 'City' }).fill('Springfield');
        await page.getByRole('combobox', { name: 'State' }).selectOption('IL');
        await page.getByRole('textbox', { name: 'ZIP code' }).fill('62704');
      },
    },
    {
      to: 'Add your child',
      fill: async (page) => {
        await page.getByRole('radio', { name: /^Max/ }).click();
      },
    },
    {
      to: 'Confirm your identity',
      fill: async (page) => {
        await page.getByRole('textbox', { name: 'First name' }).fill('Alex');
      },
    },
    {
      to: 'How would you like to add money?',
      fill: async (page) => {
        const ssn = `${PASSING_SSN.slice(0, 3)}-${PASSING_SSN.slice(3, 5)}-${PASSING_SSN.slice(5)}`;
        await page.getByLabel('Social Security number').fill(ssn);
      },
    },
    {
      to: 'Add your debit card',
      fill: async (page) => {
        await page.getByRole('radio', { name: /^Debit card/ }).click();
      },
    },
    {
      to: 'How much would you like to add?',
      fill: async (page) => {
        await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
        await page.getByRole('textbox', { name: 'Expiry date' }).fill('1234');
        await page.getByRole('textbox', { name: 'Security code' }).fill('123');
        await page.getByRole('textbox', { name: 'Billing ZIP code' }).fill('62704');
      },
      submit: (page) => page.getByRole('button', { name: 'Save card' }).click(),
    },
    {
      to: "You're all set, Sam!",
      fill: async (page) => {
        await page.getByRole('textbox', { name: 'How much would you like to add?' }).fill('50');
      },
      submit: (page) => page.getByRole('button', { name: 'Add money' }).click(),
    },
  ];
}
