import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-database';
import { startParentRegistration } from './support/test-flows';
import { startTestServer, type TestServer } from './support/test-server';

const PASSWORD = 'Lantern-Quarry-Secret-77';
const EMAIL = 'leak.check.parent@example.com';
const FIRST_NAME = 'Quillonette';
const LAST_NAME = 'Zebulonsky';

/**
 * A database that refuses every write to users, the way a driver error would reach the error
 * handler: PGlite's error carries the query and its parameters, both drivers' carry the DETAIL
 * and HINT the trigger fills with the whole row (the password hash, the email, the names).
 */
async function refuseUserWrites(server: TestServer) {
  await sql`
    create or replace function refuse_user_writes() returns trigger language plpgsql as $$
    begin
      raise exception 'users write refused for %', new.id
        using detail = new::text, hint = coalesce(new.password_hash, '');
    end $$
  `.execute(server.deps.db);
  await sql`
    create trigger refuse_user_writes before insert or update on users
    for each row execute function refuse_user_writes()
  `.execute(server.deps.db);
}

const allowUserWrites = (server: TestServer) =>
  sql`drop trigger refuse_user_writes on users`.execute(server.deps.db);

describe.each(testDatabaseKinds)('database failures in the log (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  it('log no password hash, name, email, phone, SQL text or parameter', async () => {
    const registering = await startParentRegistration(server);
    await registering.answer({ set_user_email: EMAIL });
    // A refused answer brings no new token: the next try goes with the last good one.
    let token = registering.token();
    const answer = async (answers: Record<string, unknown>) => {
      const { status, body } = await server.request(
        'POST',
        '/api/v1/registration/answer',
        { answers },
        { authorization: `Bearer ${token}` },
      );
      token = body.registrationToken ?? token;
      return { status, body };
    };
    const password = { set_user_password_and_confirm: { password: PASSWORD } };

    await refuseUserWrites(server);
    expect(await answer(password)).toMatchObject({ status: 500, body: { code: 'ERR_INTERNAL' } });
    await allowUserWrites(server);
    expect(await answer(password)).toMatchObject({ status: 200 });

    await refuseUserWrites(server);
    const names = { set_legal_first_name: FIRST_NAME, set_legal_last_name: LAST_NAME };
    expect(await answer(names)).toMatchObject({ status: 500, body: { code: 'ERR_INTERNAL' } });
    await allowUserWrites(server);

    const { rows } = await sql<{ password_hash: string }>`
      select password_hash from users where email = ${EMAIL}
    `.execute(server.deps.db);
    const hash = rows[0]?.password_hash;
    expect(hash).toMatch(/^scrypt\$/);

    // The failures were logged, as what they were (the test would prove nothing otherwise) ...
    const failures = server.logs
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === 'unhandled error');
    expect(failures).toHaveLength(2);
    for (const failure of failures) {
      // Named by its request, as the request's own line is.
      expect(server.logs.map((line) => JSON.parse(line))).toContainEqual(
        expect.objectContaining({ msg: 'request', requestId: failure.requestId, status: 500 }),
      );
      expect(failure.err).toMatchObject({ code: 'P0001', severity: 'ERROR' });
      expect(failure.err.message).toMatch(/^users write refused for /);
      expect(Object.keys(failure.err)).not.toEqual(
        expect.arrayContaining(['query', 'params', 'detail', 'hint', 'where']),
      );
    }
    // ... and nothing they carried reached the log.
    const output = server.logs.join('\n');
    for (const secret of [
      PASSWORD,
      EMAIL,
      FIRST_NAME,
      LAST_NAME,
      registering.phoneNumber,
      registering.phoneNumber.slice(2),
      hash!,
      hash!.split('$')[4]!,
      hash!.split('$')[5]!.slice(0, 16),
      'scrypt$',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toMatch(/insert into|update "users"|\$1/i);
  });
});
