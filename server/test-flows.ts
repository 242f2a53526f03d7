import type { TestServer } from './test-server';

export const TEST_PASSWORD = 'Maple-Harbor-Lantern';
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

/** Confirms a new phone by its SMS PIN and initialises a parent registration over HTTP. */
export async function startParentRegistration(server: TestServer): Promise<Registering> {
  const phoneNumber = nextPhone();
  const phone = { phoneNumber: phoneNumber, deviceUuid: 'device-test' };
  await server.request('POST', '/api/v1/phone-verification/access-request', phone);
  const [sms] = await server.outbox(phoneNumber);
  const confirmed = await server.request('PUT', '/api/v1/phone-verification/confirm', {
    ...phone,
    confirmCode: sms!.data.code,
  });
  const init = await server.request('POST', '/api/v1/registration/initialize', {
    access_token: confirmed.body.accessToken,
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

/** A parent registration walked up to the identity step (or past it, to funding). */
export async function parentAt(
  server: TestServer,
  step: 'identity' | 'funding',
): Promise<Registering> {
  const registering = await startParentRegistration(server);
  const { answer } = registering;
  await answer({ set_user_email: `${registering.phoneNumber.slice(1)}@example.com` });
  await answer({
    set_user_password_and_confirm: { password: TEST_PASSWORD, confirm_password: TEST_PASSWORD },
  });
  await answer({ set_legal_first_name: 'Pat', set_legal_last_name: 'Lee' });
  await answer({
    set_date_of_birth: '04/05/1985',
    set_legal_address: { street: '1 Harbor Lane', city: 'Springfield', state: 'IL', zip: '62701' },
  });
  await answer({ set_plan: 'standard' });
  await answer({ add_child_info: [{ first_name: 'Kit' }] });
  if (step === 'funding') await answer({ verify_identity: { ssn: '123-45-0001' } });
  return registering;
}
