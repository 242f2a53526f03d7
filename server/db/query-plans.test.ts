import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED } from '../../vocabulary/magic-values';
import { settleBackground } from '../sandbox/background';
import {
  confirmPhone,
  nextPhone,
  parentAnswers,
  startParentRegistration,
  TEST_PASSWORD,
} from '../tests/support/test-flows';
import { startTestServer, type TestServer } from '../tests/support/test-server';
import { migrateToLatest } from './migrate';
import { pruneOnce } from './retention';
import type { Database } from './schema';
import { GROWING_TABLES, seedFamilies } from './test-growth';

// Every statement a family's path makes the database run, recorded at the query layer while
// real HTTP calls go through a real server, then EXPLAINed with its own parameters on tables
// seeded to tens of thousands of families: a sequential scan of a table that grows with
// families is a cost that grows with them (has-registration's was 26 ms of PostgreSQL CPU a
// call at 200,000 registrations). PostgreSQL only: PGlite has the same planner but the
// question is the production database's plans.

const url = process.env.TEST_DATABASE_URL;
const FAMILIES = 20_000;

type Recorded = { sql: string; parameters: readonly unknown[] };

describe.skipIf(!url)('the statements of a family’s path on PostgreSQL', () => {
  const schema = `test_plans_${randomBytes(6).toString('hex')}`;
  const recorded: Recorded[] = [];
  let recording = false;
  let pool: pg.Pool;
  let db: Kysely<Database>;
  let server: TestServer;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` });
    await pool.query(`create schema ${schema}`);
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (recording && event.level === 'query') recorded.push(event.query);
      },
    });
    await migrateToLatest(db as Kysely<unknown>, schema);
    await seedFamilies(db as Kysely<unknown>, 0, FAMILIES);
    // This schema's tables only: a bare ANALYZE would walk every suite's schema on the server.
    for (const table of GROWING_TABLES) await sql`analyze ${sql.table(table)}`.execute(db);
    server = await startTestServer({ db });
  });

  afterAll(async () => {
    await server?.close();
    await db?.destroy();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  /** A parent from phone check to login, a password reset, and the calls around them. */
  async function familyPath() {
    const newcomer = nextPhone();
    const check = await server.request('POST', '/api/v1/phone-check', { phoneNumber: newcomer });
    expect(check.status).toBe(200);
    const before = await server.request('POST', '/api/v1/registration/has-registration', {
      phone: newcomer,
    });
    expect(before.body).toEqual({ legacy: false, nextGen: false });

    const registering = await startParentRegistration(server);
    const { phoneNumber } = registering;
    // A child with a number: the invitation, its limits and its SMS.
    const child = { first_name: 'Kit', phone_number: nextPhone() };
    for (const answers of parentAnswers(phoneNumber, { add_child_info: [child] })) {
      await registering.answer(answers);
    }
    const auth = { authorization: `Bearer ${registering.token()}` };
    const answers = await server.request('GET', '/api/v1/registration/answers', undefined, auth);
    expect(answers.status).toBe(200);
    const done = await server.request('POST', '/api/v1/registration/complete', undefined, auth);
    expect(done.status).toBe(200);
    const registered = await server.request('POST', '/api/v1/registration/has-registration', {
      phone: phoneNumber,
    });
    expect(registered.body).toEqual({ legacy: true, nextGen: false });

    const login = await server.request('POST', '/api/v1/auth', {
      phoneNumber,
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(200);
    const session = { authorization: `Bearer ${login.body.token}` };
    const userId = login.body.user.id as string;
    expect((await server.request('GET', '/api/v1/user', undefined, session)).status).toBe(200);
    expect(
      (await server.request('GET', '/v2/family/pricing-plan', undefined, session)).status,
    ).toBe(200);
    const terms = '/v2/invest/accept-terms-and-conditions?deviceId=d1';
    expect((await server.request('POST', terms, undefined, session)).status).toBe(204);

    const email = `${phoneNumber.slice(1)}@example.com`;
    const [verification] = await server.outbox(email);
    const verified = await server.request(
      'POST',
      '/api/v1/verify-email',
      { tokenizedLink: verification!.data.link, userId },
      session,
    );
    expect(verified.status).toBe(200);
    await server.request('POST', '/api/v1/auth/forgot', { email });
    const [reset] = (await server.outbox(email)).filter((message) => message.data.token);
    const link = reset!.data.link!;
    const valid = await server.request('POST', '/api/v1/identity/validate-reset-password-token', {
      url: link,
    });
    expect(valid.body).toMatchObject({ valid: true });
    const newPassword = 'Lantern-Maple-Harbor-2';
    const resetDone = await server.request('POST', `/api/v1/auth/${userId}/reset`, {
      token: reset!.data.token,
      new_password: newPassword,
      verify_password: newPassword,
    });
    expect(resetDone.status).toBe(200);
    const again = await server.request('POST', '/api/v1/auth', {
      phoneNumber,
      password: newPassword,
    });
    expect(again.status).toBe(200);

    // The product's own endpoints and the event writes.
    const own: Array<[string, unknown]> = [
      ['/api/browser-data', { userId, browserData: { deviceOs: 'iOS' } }],
      ['/api/browser-data-link', { userId, familyUid: 'f1' }],
      ['/api/subscribe-sms', { userId, subscriptionType: 'marketing' }],
      ['/api/track-custom-event', { event: 'Registration Completed', userId }],
      ['/api/identify-users', { anonymousId: 'a', userId, traits: { plan: 'max' } }],
      ['/onboarding/initialize', { phoneNumber, role: 'parent' }],
    ];
    for (const [path, body] of own)
      expect((await server.request('POST', path, body)).status).toBeLessThan(300);
    const kyc = await server.request('GET', `/api/kyc-failure-type?identityId=${userId}`);
    expect(kyc.status).toBe(200);

    // The invited child: the link's check, their code, and the short child flow to the end.
    const [invitation] = await server.outbox(child.phone_number);
    const { userId: childId, token: placeholder } = invitation!.data;
    const preRegistered = await server.request(
      'GET',
      `/api/v1/user/${childId}/pre-registered?token=${placeholder}`,
    );
    expect(preRegistered.body).toMatchObject({ role: 'child' });
    const childInit = await server.request('POST', '/api/v1/registration/initialize', {
      access_token: await confirmPhone(server, child.phone_number),
      role: 'child',
    });
    let childToken = childInit.body.registrationToken as string;
    for (const answers of [
      {
        set_user_password_and_confirm: { password: TEST_PASSWORD, confirm_password: TEST_PASSWORD },
      },
      { set_legal_first_name: 'Kit', set_legal_last_name: 'Lee' },
    ]) {
      const answered = await server.request(
        'POST',
        '/api/v1/registration/answer',
        { answers },
        { authorization: `Bearer ${childToken}` },
      );
      childToken = answered.body.registrationToken;
    }
    const childDone = await server.request('POST', '/api/v1/registration/complete', undefined, {
      authorization: `Bearer ${childToken}`,
    });
    expect(childDone.body).toMatchObject({ nextRegisterStep: 'complete_child' });

    // An invited child's number, a code by voice, and a teen under 13 whose traces are erased.
    const invited = await server.request('POST', '/api/v1/phone-check', {
      phoneNumber: SEEDED.invitedChild.phoneNumber,
    });
    expect(invited.body).toMatchObject({ action: 'validate' });
    const teen = { phoneNumber: nextPhone(), deviceUuid: 'device-teen' };
    expect(
      (await server.request('POST', '/api/v1/phone-verification/voice-pin', teen)).status,
    ).toBe(200);
    const [call] = await server.outbox(teen.phoneNumber);
    const confirmed = await server.request('PUT', '/api/v1/phone-verification/confirm', {
      ...teen,
      confirmCode: call!.data.code,
    });
    const underAge = await server.request('POST', '/api/v1/registration/initialize', {
      access_token: confirmed.body.accessToken,
      role: 'child',
      dob: '06/01/2016',
    });
    expect(underAge.body.code).toBe('ERR_CHILD_AGE');
    await settleBackground();
  }

  it('reads no table that grows with families by a sequential scan', async () => {
    recording = true;
    await familyPath();
    // The prune's statements too: it runs on these tables at every size.
    await pruneOnce(db, new Date());
    recording = false;
    const statements = recorded.filter((query) =>
      /^\s*(select|insert|update|delete|with)\b/i.test(query.sql),
    );
    expect(statements.length).toBeGreaterThan(50);
    const scans = new Set<string>();
    for (const statement of statements) {
      const { rows } = await pool.query(`explain (format json) ${statement.sql}`, [
        ...statement.parameters,
      ]);
      for (const table of seqScans(rows[0]['QUERY PLAN'][0].Plan)) {
        scans.add(`${table}: ${statement.sql.replace(/\s+/g, ' ').trim()}`);
      }
    }
    expect([...scans]).toEqual([]);
  });
});

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

/** The growing tables a plan reads by a sequential scan, at any depth. */
function seqScans(node: PlanNode): string[] {
  const here =
    node['Node Type'] === 'Seq Scan' &&
    (GROWING_TABLES as readonly string[]).includes(node['Relation Name'] ?? '')
      ? [node['Relation Name']!]
      : [];
  return [...here, ...(node.Plans ?? []).flatMap(seqScans)];
}
