import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { formatUsPhone } from '../../design-system/lib/us-phone';
import { applyChanges } from '../../flows/actions/apply-changes';
import { createClients } from '../../flows/actions/create-clients';
import type { ActionDeps } from '../../flows/actions/deps';
import { editDraft } from '../../flows/actions/form-actions';
import { createPhoneActions } from '../../flows/actions/phone-actions';
import { typePhoneNumber } from '../../flows/actions/phone-entry-actions';
import { createRegistrationActions } from '../../flows/actions/registration-actions';
import { resetState } from '../../flows/actions/start-over';
import { createMemoryStorage } from '../../flows/model/memory-storage';
import { STATE_KEY, saveState } from '../../flows/model/persistence';
import { registrationState } from '../../flows/model/registration-state';
import { type UserState, userState } from '../../flows/model/user-state';
import { FORMS } from '../../flows/rules/page-checks';
import { resolveToggles } from '../../flows/rules/toggles';
import { initializeBody } from '../../flows/steps/register/question-flow';
import { latestCode } from './outbox';

export type SeedClient = {
  page: Page;
  request: APIRequestContext;
  /** The server the page talks to, and the test's own client headers (X-Forwarded-For). */
  baseURL: string;
  headers: Record<string, string>;
};

/**
 * A new parent at the identity group without clicking there: the person, answers and values
 * of newParentToIdentity (journey-steps.ts), given by the app's own actions (flows/actions)
 * running in the test's process with the app's own clients, so the server gets the calls the
 * page would make (from the test's client address), and the state the page would hold after
 * them is saved in the app's own format. The page then opens on it as after a reload: the
 * register step asks the server where the registration stands (GET /answers).
 * register-parent.spec.ts and money-debit.spec.ts still click every step there.
 *
 * Call before the first open(): the page starts from this state once; reloads and later
 * pages of the test keep what the app saves from then on.
 */
export async function seedParentAtIdentity(
  { page, request, baseURL, headers }: SeedClient,
  digits: string,
) {
  const names = { firstName: 'Sam', lastName: 'Rivera' };
  const phoneNumber = `+1${digits.replace(/\D/g, '').slice(-10)}`;
  const failures: string[] = [];
  const log = (message: string, error?: unknown) => failures.push(`${message}: ${error}`);
  const deps: ActionDeps = {
    clients: createClients(
      {
        origin: baseURL,
        fetch: (input, init) =>
          fetch(input, { ...init, headers: { ...headersOf(init?.headers), ...headers } }),
      },
      log,
    ),
    toggles: () => resolveToggles(undefined),
    storage: createMemoryStorage(),
    today: () => new Date(),
    browserData: () => ({ timeZone: 'America/Chicago' }),
    redirect: (to) => failures.push(`redirect to ${to}`),
    log,
    track: () => {},
    scrollToTop: () => {},
  };
  const settled = (step: string) =>
    expect(
      { error: registrationState.error, failures },
      `seeding a parent: ${step} ended with an error`,
    ).toEqual({ error: null, failures: [] });

  resetState();
  // The page's device id (browser-deps.ts makes one per tab).
  void applyChanges({ registration: { deviceUuid: randomUUID() } });
  const phone = createPhoneActions(deps);
  // As the phone field shows it once typed.
  typePhoneNumber(formatUsPhone(digits));
  await phone.submitPhoneNumber();
  settled('the phone check');
  await phone.chooseRole('parent');
  await phone.sendPin();
  settled('the access request');
  editDraft(FORMS.code, { confirmCode: await latestCode(request, phoneNumber) });
  await phone.confirmCode();
  settled('the code');

  const registration = createRegistrationActions(deps);
  const body = initializeBody({ registration: registrationState, user: userState });
  expect(body, 'seeding a parent: an access token to start the registration').toBeDefined();
  await registration.initialize(body!);
  settled('initialize');
  const password = 'Harbor-sandbox-2026';
  const dob = '03/27/1985';
  // Each group's answers, and what the page's form rule keeps in the user state as they go
  // (flows/steps: the legal name's first name, about-you's date of birth).
  const groups: Array<[Record<string, unknown>, Partial<UserState>?]> = [
    [{ set_user_email: `parent.${digits.replace(/\D/g, '')}@example.com` }],
    [{ set_user_password_and_confirm: { password, confirm_password: password } }],
    [
      { set_legal_first_name: names.firstName, set_legal_last_name: names.lastName },
      { firstName: names.firstName },
    ],
    [
      {
        set_date_of_birth: dob,
        set_legal_address: {
          street: '12 Harbor Lane',
          city: 'Springfield',
          state: 'IL',
          zip: '62704',
        },
      },
      { dob },
    ],
    [{ set_plan: 'max' }],
    [{ add_child_info: [{ first_name: 'Alex' }] }],
  ];
  for (const [answers, kept] of groups) {
    await registration.answer(answers);
    settled(Object.keys(answers).join(', '));
    if (kept) void applyChanges({ user: kept });
  }
  expect(registrationState.questions.map((question) => question.name)).toContain('verify_identity');

  const storage = createMemoryStorage();
  saveState(storage);
  await page.addInitScript(
    ({ key, value }) => {
      if (window.sessionStorage.getItem('e2e:seeded')) return;
      window.sessionStorage.setItem('e2e:seeded', 'true');
      window.sessionStorage.setItem(key, value);
    },
    { key: STATE_KEY, value: storage.getItem(STATE_KEY) ?? '' },
  );
}

const headersOf = (headers: HeadersInit | undefined): Record<string, string> =>
  Object.fromEntries(new Headers(headers).entries());
