import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './db/test-database';
import { nextPhone, TEST_PASSWORD } from './test-flows';
import { startTestServer, type TestServer } from './test-server';

// COPPA: a teen signing up alone gives the date of birth before anything else, and under 13
// nothing of theirs is kept. Run with TEST_DATABASE_URL set to prove it on PostgreSQL too.

/** A teen's number confirmed by its texted code, and their child-first registration. */
async function startTeen(server: TestServer, phoneNumber: string) {
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
  return { init: init.body, answer, token: () => token };
}

describe.each(testDatabaseKinds)('the age gate of a teen signing up alone, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  }, 30_000);
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

  it('asks the date of birth first: no email or password is taken before it', async () => {
    const teen = await startTeen(server, nextPhone());
    expect(teen.init.flowId).toBe('child_first_flow_1');
    expect(teen.init.nextQuestions.map((q: { name: string }) => q.name)).toEqual([
      'set_date_of_birth',
    ]);
    const early = await teen.answer({ set_user_email: 'early@example.com' });
    expect(early.body.errors[0]).toMatchObject({ code: 'ERR_INVALID_STATE' });
    const password = await teen.answer({
      set_user_password_and_confirm: { password: TEST_PASSWORD, confirm_password: TEST_PASSWORD },
    });
    expect(password.body.errors[0]).toMatchObject({ code: 'ERR_INVALID_STATE' });
  });

  it('under 13: refused with ERR_CHILD_AGE, and nothing of the child remains', async () => {
    const phoneNumber = nextPhone();
    const teen = await startTeen(server, phoneNumber);
    const before = await rowsOf(phoneNumber);
    expect(before.registrations).toHaveLength(1);
    expect(before.pins.length).toBeGreaterThan(0);
    const stopped = await teen.answer({ set_date_of_birth: '06/01/2016' });
    expect(stopped.status).toBe(200);
    expect(stopped.body.errors[0]).toMatchObject({ code: 'ERR_CHILD_AGE' });
    expect(stopped.body.registrationToken).toBeNull();
    expect(stopped.body.userJWT).toBeNull();
    expect(await rowsOf(phoneNumber)).toEqual({
      registrations: [],
      pins: [],
      outbox: [],
      users: [],
    });
    // The erased registration cannot be resumed with the token the browser still holds.
    const resumed = await server.request('GET', '/api/v1/registration/answers', undefined, {
      authorization: `Bearer ${teen.token()}`,
    });
    expect(resumed.status).toBe(401);
  });

  it('a user an older registration already created is deleted with it', async () => {
    const phoneNumber = nextPhone();
    const teen = await startTeen(server, phoneNumber);
    const { db } = server.deps;
    // Registrations begun before the date of birth came first had created the account.
    const registration = await db
      .selectFrom('registrations')
      .selectAll()
      .where('phone_number', '=', phoneNumber)
      .executeTakeFirstOrThrow();
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
      .updateTable('registrations')
      .set({ user_id: 'usr_coppa_old', answers: { set_user_email: 'young.old@example.com' } })
      .where('id', '=', registration.id)
      .execute();
    const stopped = await teen.answer({ set_date_of_birth: '06/01/2016' });
    expect(stopped.body.errors[0]).toMatchObject({ code: 'ERR_CHILD_AGE' });
    expect((await rowsOf(phoneNumber)).users).toEqual([]);
    expect((await rowsOf(phoneNumber)).registrations).toEqual([]);
  });

  it('13 or over goes on to the email, and the date of birth reaches the account', async () => {
    const phoneNumber = nextPhone();
    const teen = await startTeen(server, phoneNumber);
    const dob = await teen.answer({ set_date_of_birth: '01/15/2010' });
    expect(dob.body.errors).toEqual([]);
    expect(dob.body.groupName).toBe('account_email');
    await teen.answer({ set_user_email: `${phoneNumber.slice(1)}@example.com` });
    const created = await teen.answer({
      set_user_password_and_confirm: { password: TEST_PASSWORD, confirm_password: TEST_PASSWORD },
    });
    expect(created.body.errors).toEqual([]);
    const [user] = (await rowsOf(phoneNumber)).users;
    expect(user?.profile).toMatchObject({ dob: '01/15/2010' });
  });
});
