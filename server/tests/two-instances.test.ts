import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { nextPhone, TEST_PASSWORD } from './support/test-flows';
import { startTestServer, type TestServer } from './support/test-server';

// Two server instances behind one load balancer share a PostgreSQL database and a JWT secret,
// each with its own connection pool: a double click can land one call on each. The races are
// closed in the database, so they must hold across instances too. PostgreSQL only (CI sets
// TEST_DATABASE_URL): PGlite is one process's embedded database.
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const registrationId = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;

describeOnPostgres('two server instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    a = await startTestServer({ db: database.db });
    b = await startTestServer({ db: await database.openAnother!() });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  /** The PIN is sent by one instance and confirmed on the other. */
  async function accessToken(phoneNumber: string) {
    const phone = { phoneNumber, deviceUuid: 'device-two-instances' };
    expect(
      (await a.request('POST', '/api/v1/phone-verification/access-request', phone)).status,
    ).toBe(200);
    const [sms] = await b.outbox(phoneNumber);
    const confirmed = await b.request('PUT', '/api/v1/phone-verification/confirm', {
      ...phone,
      confirmCode: sms!.data.code,
    });
    expect(confirmed.status).toBe(200);
    return confirmed.body.accessToken as string;
  }

  const answer = (server: TestServer, token: string, answers: Record<string, unknown>) =>
    server.request(
      'POST',
      '/api/v1/registration/answer',
      { answers },
      {
        authorization: `Bearer ${token}`,
      },
    );

  it('10 concurrent initialise calls split over both instances make one registration', async () => {
    const phoneNumber = nextPhone();
    const token = await accessToken(phoneNumber);
    const calls = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? a : b).request('POST', '/api/v1/registration/initialize', { access_token: token }),
      ),
    );
    expect(calls.map((call) => call.status)).toEqual(Array(10).fill(200));
    const ids = new Set(calls.map((call) => registrationId(call.body.registrationToken)));
    expect(ids.size).toBe(1);
    const rows = await database.db
      .selectFrom('registrations')
      .select('id')
      .where('phone_number', '=', phoneNumber)
      .execute();
    expect(rows.map((row) => row.id)).toEqual([...ids]);
  });

  it('one email answered on both instances is kept by one sign-up; the other goes back to the email question', async () => {
    const email = `shared.${Date.now()}@example.com`;
    const tokens = await Promise.all(
      [nextPhone(), nextPhone()].map(async (phoneNumber) => {
        const access = await accessToken(phoneNumber);
        const init = await a.request('POST', '/api/v1/registration/initialize', {
          access_token: access,
        });
        const emailed = await answer(a, init.body.registrationToken, { set_user_email: email });
        expect(emailed.status).toBe(200);
        return emailed.body.registrationToken as string;
      }),
    );
    const password = {
      set_user_password_and_confirm: { password: TEST_PASSWORD, confirm_password: TEST_PASSWORD },
    };
    const [first, second] = await Promise.all([
      answer(a, tokens[0]!, password),
      answer(b, tokens[1]!, password),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const sentBack = [first, second].filter((response) => response.body.errors.length > 0);
    expect(sentBack).toHaveLength(1);
    expect(sentBack[0]!.body.errors[0]).toMatchObject({
      action: 'set_user_email',
      code: 'ERR_EMAIL_TAKEN',
    });
    expect(sentBack[0]!.body.nextQuestions.map((q: { name: string }) => q.name)).toContain(
      'set_user_email',
    );
    const users = await database.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .execute();
    expect(users).toHaveLength(1);
  });
});
