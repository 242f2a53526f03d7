import { expect } from 'vitest';
import { parentAnswers, TEST_PASSWORD } from './test-answers';
import type { Caller } from './test-server';

export { parentAnswers, TEST_PASSWORD };

let phoneSeq = 0;

/** A fresh fictional US number per call (555-555-6xxx), unique within a test process. */
export function nextPhone(): string {
  phoneSeq += 1;
  return `+15555556${String(phoneSeq).padStart(3, '0')}`;
}

export type Registering = {
  phoneNumber: string;
  token: () => string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON came back.
  answer: (answers: Record<string, unknown>) => Promise<Record<string, any>>;
  sessionToken: () => string | null;
};

/**
 * Confirms a phone as one device does: a PIN by SMS, read from the outbox, then confirmed. The
 * access token; both calls must answer 200.
 */
export async function confirmPhone(
  server: Caller,
  phoneNumber: string,
  deviceUuid = 'device-test',
): Promise<string> {
  const phone = { phoneNumber, deviceUuid };
  const sent = await server.request('POST', '/api/v1/phone-verification/access-request', phone);
  expect(sent.status).toBe(200);
  const [sms] = await server.outbox(phoneNumber);
  const confirmed = await server.request('PUT', '/api/v1/phone-verification/confirm', {
    ...phone,
    confirmCode: sms!.data.code,
  });
  expect(confirmed.status).toBe(200);
  return confirmed.body.accessToken as string;
}

/** Confirms a new phone by its SMS PIN and initialises a parent registration over HTTP. */
export async function startParentRegistration(server: Caller): Promise<Registering> {
  const phoneNumber = nextPhone();
  const init = await server.request('POST', '/api/v1/registration/initialize', {
    access_token: await confirmPhone(server, phoneNumber),
  });
  let token = init.body.registrationToken as string;
  let session: string | null = null;
  return {
    phoneNumber,
    token: () => token,
    sessionToken: () => session,
    answer: async (answers) => {
      const response = await server.request(
        'POST',
        '/api/v1/registration/answer',
        { answers },
        { authorization: `Bearer ${token}` },
      );
      token = response.body.registrationToken;
      session = response.body.userJWT ?? session;
      return response.body;
    },
  };
}

/** The parent answers before the step that asks `question` (all of them when none asks it). */
export function parentAnswersBefore(
  phoneNumber: string,
  question: string,
  overrides: Record<string, unknown> = {},
): Array<Record<string, unknown>> {
  const steps = parentAnswers(phoneNumber, overrides);
  const at = steps.findIndex((step) => question in step);
  return at < 0 ? steps : steps.slice(0, at);
}

/** A new parent registration walked up to the step that asks `question`. */
export async function parentUpTo(
  server: Caller,
  question: string,
  overrides: Record<string, unknown> = {},
): Promise<Registering> {
  const registering = await startParentRegistration(server);
  for (const answers of parentAnswersBefore(registering.phoneNumber, question, overrides)) {
    await registering.answer(answers);
  }
  return registering;
}

/** A parent registration walked up to the identity step (or past it, to funding). */
export function parentAt(server: Caller, step: 'identity' | 'funding'): Promise<Registering> {
  return parentUpTo(server, step === 'identity' ? 'verify_identity' : 'set_funding_account');
}
