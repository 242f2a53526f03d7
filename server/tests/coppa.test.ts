import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-database';
import { nextPhone, TEST_PASSWORD } from './support/test-flows';
import { startTestServer, type TestServer } from './support/test-server';

// COPPA: a teen signing up alone gives the date of birth with initialise, before any account
// exists, and under 13 nothing starts and nothing of theirs is kept. Run with TEST_DATABASE_URL
// set to prove it on PostgreSQL too.

/** A teen's number confirmed by its texted code, then initialise with a date of birth. */
async function startTeen(server: TestServer, phoneNumber: string, dob?: string) {
  const phone = { phoneNumber, deviceUuid: 'device-coppa' };
  await server.request('POST', '/api/v1/phone-verification/verify', phone);
  const [sms] = await server.outbox(phoneNumber);
  const confirmed = await server.request('PUT', '/api/v1/phone-verification/confirm', {
    ...phone,
    confirmCode: sms!.data.code,
  });
  const init = await server.request('POST', '/api/v1/registration/initialize', {
    access_token: confirmed.body.accessToken,
    role: 'child',
    ...(dob === undefined ? {} : { dob }),
  });
  let token = init.body.registrationToken as string;
  const answer = async (answers: Record<string, unknown>) => {
    const response = await server.request(
      'POST',
      '/api/v1/registration/answer',
      { answers },
      { authorization: `Bearer ${token}` },
    );
    token = response.body.registrationToken ?? token;
    return response;
  };
  return { init, answer };
}

describe.each(testDatabaseKinds)('the age gate of a teen signing up alone, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  /** Every row that names the number, or a user with it. */
  async function rowsOf(phoneNumber: string) {
    const { db } = server.deps;
    const [registrations, pins, outbox, users] = await Promise.all([
      db.selectFrom('registrations').selectAll().where('phone_number', '=', phoneNumber).execute(),
      db.selectFrom('pins').selectAll().where('phone_number', '=', phoneNumber).execute(),
      db.selectFrom('outbox').selectAll().where('recipient', '=', phoneNumber).execute(),
      db.selectFrom('users').selectAll().where('phone_number', '=', phoneNumber).execute(),
    ]);
    return { registrations, pins, outbox, users };
  }

  it.each([
    ['no date of birth', undefined],
    ['a date that is none', '02/30/2010'],
  ])('refuses to start with %s (ERR_INVALID_DOB), and starts nothing', async (_case, dob) => {
    const phoneNumber = nextPhone();
    const teen = await startTeen(server, phoneNumber, dob);
    expect(teen.init.status).toBe(422);
    expect(teen.init.body.code).toBe('ERR_INVALID_DOB');
    expect((await rowsOf(phoneNumber)).registrations).toEqual([]);
  });

  it('under 13: refused with ERR_CHILD_AGE, and nothing of the child remains', async () => {
    const phoneNumber = nextPhone();
    const teen = await startTeen(server, phoneNumber, '06/01/2016');
    expect(teen.init.status).toBe(422);
    expect(teen.init.body).toMatchObject({
      code: 'ERR_CHILD_AGE',
      message: 'Children must be at least 13 to sign up themselves.',
    });
    expect(teen.init.body.registrationToken).toBeUndefined();
    // Even the texted code to the number and its outbox copy are gone.
    expect(await rowsOf(phoneNumber)).toEqual({
      registrations: [],
      pins: [],
      outbox: [],
      users: [],
    });
  });

  it('a user an older child-first registration created is deleted with it', async () => {
    const phoneNumber = nextPhone();
    const { db } = server.deps;
    await db
      .insertInto('users')
      .values({
        id: 'usr_coppa_old',
        family_uid: 'fam_coppa_old',
        role: 'child',
        phone_number: phoneNumber,
        email: 'young.old@example.com',
        password_hash: 'x',
        next_register_step: 'register',
        wallet_id: null,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    await db
      .insertInto('registrations')
      .values({
        id: 'reg_coppa_old',
        user_id: 'usr_coppa_old',
        phone_number: phoneNumber,
        role: 'child',
        flow_id: 'child_first_flow_1',
        answers: { set_user_email: 'young.old@example.com' },
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    // A registration begun before the date came with initialise: a younger date now ends it.
    const teen = await startTeen(server, phoneNumber, '06/01/2016');
    expect(teen.init.body.code).toBe('ERR_CHILD_AGE');
    expect(await rowsOf(phoneNumber)).toMatchObject({ users: [], registrations: [] });
  });

  it('13 or over starts at the email: no date question, and the date reaches the account', async () => {
    const phoneNumber = nextPhone();
    const teen = await startTeen(server, phoneNumber, '01/15/2010');
    expect(teen.init.body.flowId).toBe('child_first_flow_1');
    expect(teen.init.body.groupName).toBe('account_email');
    await teen.answer({ set_user_email: `${phoneNumber.slice(1)}@example.com` });
    const created = await teen.answer({
      set_user_password_and_confirm: { password: TEST_PASSWORD, confirm_password: TEST_PASSWORD },
    });
    expect(created.body.errors).toEqual([]);
    const [user] = (await rowsOf(phoneNumber)).users;
    expect(user?.profile).toMatchObject({ dob: '01/15/2010' });
  });
});
