import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../repo-root';
import { startTestServer } from '../tests/support/test-server';
import type { Db } from './database';
import { pruneOnce, RETENTION } from './retention';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from './test-database';

const now = new Date('2030-06-01T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

/** Rows just past and just within each rule of the README's retention table. */
async function seedAges(db: Db) {
  const user = { family_uid: 'fam-r', role: 'parent' as const, next_register_step: 'complete' };
  await db
    .insertInto('users')
    .values({ ...user, id: 'usr-r', phone_number: '+15555557001' })
    .execute();
  const pin = {
    phone_number: '+15555557001',
    device_uuid: 'd',
    channel: 'sms' as const,
    pin_hash: 'h',
  };
  await db
    .insertInto('pins')
    .values([
      { ...pin, id: 'pin-old', request_id: 'pin-old', created_at: ago(2), expires_at: ago(2) },
      { ...pin, id: 'pin-new', request_id: 'pin-new', created_at: ago(0.5), expires_at: ago(0.5) },
    ])
    .execute();
  const message = { channel: 'sms' as const, recipient: '+15555557001', body: 'b' };
  await db
    .insertInto('outbox')
    .values([
      { ...message, id: 'msg-old', created_at: ago(15) },
      { ...message, id: 'msg-new', created_at: ago(13) },
    ])
    .execute();
  await db
    .insertInto('reset_tokens')
    .values([
      { id: 'rst-old', user_id: 'usr-r', token_hash: 'r1', expires_at: ago(2) },
      { id: 'rst-new', user_id: 'usr-r', token_hash: 'r2', expires_at: ago(0.5) },
    ])
    .execute();
  await db
    .insertInto('invitations')
    .values([
      { id: 'inv-old', token_hash: 'i1', kind: 'child', expires_at: ago(2) },
      { id: 'inv-new', token_hash: 'i2', kind: 'child', expires_at: ago(-1) },
    ])
    .execute();
  await db
    .insertInto('own_events')
    .values([
      { id: 'evt-old', kind: 'track', created_at: ago(91) },
      { id: 'evt-new', kind: 'track', created_at: ago(89) },
      { id: 'evt-consent', kind: 'subscribe-sms', user_id: 'usr-r', created_at: ago(400) },
    ])
    .execute();
  const registration = { role: 'parent' as const, flow_id: 'parent_flow_1' };
  await db
    .insertInto('registrations')
    .values([
      { ...registration, id: 'reg-abandoned', phone_number: '+15555557002', updated_at: ago(31) },
      { ...registration, id: 'reg-recent', phone_number: '+15555557003', updated_at: ago(29) },
      {
        ...registration,
        id: 'reg-account',
        phone_number: '+15555557001',
        user_id: 'usr-r',
        updated_at: ago(100),
      },
      {
        ...registration,
        id: 'reg-done-old',
        phone_number: '+15555557004',
        answers: { set_user_email: 'a@example.com' },
        completed_at: ago(31),
      },
      {
        ...registration,
        id: 'reg-done-new',
        phone_number: '+15555557005',
        answers: { set_user_email: 'b@example.com' },
        completed_at: ago(29),
      },
    ])
    .execute();
  // A duplicate merged into the abandoned one before migration 003: it goes with it.
  await db
    .insertInto('registrations')
    .values({
      ...registration,
      id: 'reg-merged',
      phone_number: '+15555557002',
      superseded_by: 'reg-abandoned',
      updated_at: ago(40),
    })
    .execute();
}

const ids = async (
  db: Db,
  table: 'pins' | 'outbox' | 'reset_tokens' | 'invitations' | 'own_events',
) => (await db.selectFrom(table).select('id').orderBy('id').execute()).map((row) => row.id);

describe.each(testDatabaseKinds)('retention on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('removes what is past its time and keeps what is not', async () => {
    const { db } = database;
    await seedAges(db);
    // A server shutting down stops the prune before its next batch.
    expect(await pruneOnce(db, now, AbortSignal.abort())).toEqual({});
    expect(await ids(db, 'pins')).toEqual(['pin-new', 'pin-old']);
    await pruneOnce(db, now);
    expect({
      pins: await ids(db, 'pins'),
      outbox: await ids(db, 'outbox'),
      resetTokens: await ids(db, 'reset_tokens'),
      invitations: await ids(db, 'invitations'),
      events: await ids(db, 'own_events'),
      registrations: await db
        .selectFrom('registrations')
        .select(['id', 'answers'])
        .orderBy('id')
        .execute(),
      users: (await db.selectFrom('users').select('id').where('id', '=', 'usr-r').execute()).length,
    }).toEqual({
      pins: ['pin-new'],
      outbox: ['msg-new'],
      resetTokens: ['rst-new'],
      invitations: ['inv-new'],
      events: ['evt-consent', 'evt-new'],
      registrations: [
        { id: 'reg-account', answers: {} },
        { id: 'reg-done-new', answers: { set_user_email: 'b@example.com' } },
        { id: 'reg-done-old', answers: {} },
        { id: 'reg-recent', answers: {} },
      ],
      users: 1,
    });
  });

  it.runIf(kind === 'postgres')(
    'shares the work between instances pruning at once, a batch at a time',
    async () => {
      const { db } = database;
      const other = await database.openAnother!();
      await sql`
        insert into pins (id, phone_number, device_uuid, request_id, channel, pin_hash, created_at, expires_at)
        select 'bulk-' || i, '+15555557009', 'd', 'bulk-' || i, 'sms', 'h', ${ago(3)}, ${ago(3)}
        from generate_series(1, 5000) as i
      `.execute(db);
      const [one, two] = await Promise.all([pruneOnce(db, now), pruneOnce(other, now)]);
      expect(one.pins! + two.pins!).toBe(5000);
      expect(await ids(db, 'pins')).toEqual(['pin-new']);
    },
  );

  it.runIf(kind === 'pglite')('runs in the server on its interval', async () => {
    const server = await startTestServer({ env: { PRUNE_INTERVAL_SECONDS: '1' } });
    try {
      const { db } = server.deps;
      const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
      const pin = { phone_number: '+15555557010', device_uuid: 'd', channel: 'sms' as const };
      await db
        .insertInto('pins')
        .values({
          ...pin,
          id: 'pin-gone',
          request_id: 'g',
          pin_hash: 'h',
          created_at: old,
          expires_at: old,
        })
        .execute();
      for (let waited = 0; waited < 50 && (await ids(db, 'pins')).length > 0; waited += 1) {
        await sleep(100);
      }
      expect(await ids(db, 'pins')).toEqual([]);
      expect(server.logs.some((line) => line.includes('"pruned"'))).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('the README’s retention table', () => {
  it('names every rule the prune applies, in its words', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const missing = RETENTION.map(
      (rule) => `| \`${rule.table}\` | ${rule.rows} | ${rule.keptFor} | ${rule.why} |`,
    ).filter((row) => !readme.includes(row));
    expect(missing).toEqual([]);
  });
});
