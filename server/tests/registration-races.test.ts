import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-database';
import { manualClock, SECOND } from '../sandbox/clock';
import { confirmPhone, nextPhone, parentAnswers, TEST_PASSWORD } from './support/test-flows';
import { startTestServer, type TestServer } from './support/test-server';

// Races must be proven on PostgreSQL: PGlite has one connection and runs calls one at a time.
// Run with TEST_DATABASE_URL set (CI sets it) to get the postgres rows.

/** The registration a registration token stands for (its subject). */
const registrationId = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;

const initialize = (server: TestServer, token: string) =>
  server.request('POST', '/api/v1/registration/initialize', { access_token: token });

async function answer(server: TestServer, token: string, answers: Record<string, unknown>) {
  const response = await server.request(
    'POST',
    '/api/v1/registration/answer',
    { answers },
    { authorization: `Bearer ${token}` },
  );
  expect(response.status).toBe(200);
  expect(response.body.errors).toEqual([]);
  return response.body;
}

/** Walks a parent registration from its email step to completion; every answer must pass. */
async function finish(server: TestServer, first: string, phoneNumber: string) {
  let token = first;
  const steps = parentAnswers(phoneNumber, { set_plan: 'max' });
  for (const step of steps) token = (await answer(server, token, step)).registrationToken;
  const done = await server.request('POST', '/api/v1/registration/complete', undefined, {
    authorization: `Bearer ${token}`,
  });
  expect(done.status).toBe(200);
  expect(done.body).toMatchObject({ nextRegisterStep: 'complete', completeUser: true });
}

describe.each(testDatabaseKinds)('initialise races on %s', (kind) => {
  let server: TestServer;
  const clock = manualClock(new Date());
  beforeAll(async () => {
    server = await startTestServer({ kind, clock });
  });
  afterAll(() => server.close());

  const openRegistrations = (phoneNumber: string) =>
    server.deps.db
      .selectFrom('registrations')
      .select('id')
      .where('phone_number', '=', phoneNumber)
      .execute();

  it('10 concurrent initialise calls for one phone leave exactly one registration, and the person finishes', async () => {
    // A few phones: before the unique index, 10 concurrent calls made about 5 registrations.
    for (let round = 0; round < 3; round += 1) {
      const phoneNumber = nextPhone();
      const token = await confirmPhone(server, phoneNumber, 'device-race');
      const calls = await Promise.all(Array.from({ length: 10 }, () => initialize(server, token)));
      expect(calls.map((call) => call.status)).toEqual(Array(10).fill(200));
      const ids = new Set(calls.map((call) => registrationId(call.body.registrationToken)));
      const rows = await openRegistrations(phoneNumber);
      expect(rows).toHaveLength(1);
      expect([...ids]).toEqual([rows[0]!.id]);
      // Any of the answers resumes it, and a reload afterwards resumes the same one.
      await finish(server, calls[round * 3]!.body.registrationToken, phoneNumber);
    }
  });

  it('two tabs initialise and answer one registration', async () => {
    const phoneNumber = nextPhone();
    const tabA = await confirmPhone(server, phoneNumber, 'device-tab-a');
    clock.advance(31 * SECOND); // the resend cooldown
    const tabB = await confirmPhone(server, phoneNumber, 'device-tab-b');
    const [a, b] = await Promise.all([initialize(server, tabA), initialize(server, tabB)]);
    expect(registrationId(a.body.registrationToken)).toBe(registrationId(b.body.registrationToken));

    // Tab A answers the email, tab B (its token from before) the password: one registration.
    await answer(server, a.body.registrationToken, {
      set_user_email: `${phoneNumber.slice(1)}@example.com`,
    });
    const created = await answer(server, b.body.registrationToken, {
      set_user_password_and_confirm: { password: TEST_PASSWORD, confirm_password: TEST_PASSWORD },
    });
    expect(created.userJWT).toEqual(expect.any(String));
    const reloadA = await initialize(server, tabA);
    const reloadB = await initialize(server, tabB);
    for (const reload of [reloadA, reloadB]) {
      expect(reload.status).toBe(200);
      expect(reload.body.groupName).toBe(created.groupName);
      expect(registrationId(reload.body.registrationToken)).toBe(
        registrationId(a.body.registrationToken),
      );
    }
    expect(await openRegistrations(phoneNumber)).toHaveLength(1);
  });
});
