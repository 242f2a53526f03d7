import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from './test-database';
import { fillDataDir } from './test-template';

describe.each(testDatabaseKinds)('database on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.close());

  it('has every table of the schema after migrating', async () => {
    const tables = await test.db.introspection.getTables();
    expect(tables.map((t) => t.name).sort()).toEqual(
      expect.arrayContaining(['users', 'pins', 'registrations', 'reset_tokens', 'outbox']),
    );
  });

  it('round-trips json and timestamps with the same types on both drivers', async () => {
    const now = new Date('2030-01-02T03:04:05.000Z');
    await test.db
      .insertInto('outbox')
      .values({
        id: 'o1',
        channel: 'sms',
        recipient: '+15555550100',
        body: 'hi',
        data: { code: '1' },
      })
      .execute();
    await test.db
      .insertInto('reset_tokens')
      .values({ id: 'r0', user_id: await aUser(test), token_hash: 'h', expires_at: now })
      .execute();
    const row = await test.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', 'o1')
      .executeTakeFirstOrThrow();
    expect(row.data).toEqual({ code: '1' });
    expect(row.created_at).toBeInstanceOf(Date);
    const token = await test.db.selectFrom('reset_tokens').selectAll().executeTakeFirstOrThrow();
    expect(token.expires_at.toISOString()).toBe(now.toISOString());
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      test.db.transaction().execute(async (trx) => {
        await trx.insertInto('promo_codes').values({ code: 'ROLLBACK', state: 'EARNED' }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const found = await test.db
      .selectFrom('promo_codes')
      .where('code', '=', 'ROLLBACK')
      .selectAll()
      .execute();
    expect(found).toEqual([]);
  });

  it('sends every kind of value the app writes, and a failed statement leaves the connection usable', async () => {
    const at = new Date('2031-05-06T07:08:09.123Z');
    // PGlite prepares a statement on its first run (pglite-one-trip.ts): the same insert runs
    // twice with different values, and again after a failure.
    const event = (id: string, payload: Record<string, unknown>, user: string | null) =>
      test.db
        .insertInto('own_events')
        .values({ id, kind: 'k', user_id: user, anonymous_id: null, payload, created_at: at })
        .execute();
    await event('e-a', { list: [1, 'two', null], nested: { ok: true } }, 'u');
    await event('e-b', { list: [] }, null);
    await expect(event('e-a', {}, null)).rejects.toThrow();
    await event('e-c', { after: 'the failure' }, null);
    const rows = await test.db
      .selectFrom('own_events')
      .select(['id', 'user_id', 'payload', 'created_at'])
      .where('id', 'in', ['e-a', 'e-b', 'e-c'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: 'e-a',
        user_id: 'u',
        payload: { list: [1, 'two', null], nested: { ok: true } },
        created_at: at,
      },
      { id: 'e-b', user_id: null, payload: { list: [] }, created_at: at },
      { id: 'e-c', user_id: null, payload: { after: 'the failure' }, created_at: at },
    ]);
    const counted = await test.db
      .updateTable('own_events')
      .set({ kind: 'again' })
      .where('id', 'in', ['e-a', 'e-b'])
      .executeTakeFirst();
    expect(counted.numUpdatedRows).toBe(2n);
  });

  it('lets exactly one of many concurrent conditional updates win', async () => {
    await test.db.insertInto('promo_codes').values({ code: 'ONCE', state: 'EARNED' }).execute();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        test.db
          .updateTable('promo_codes')
          .set({ state: 'REDEEMED' })
          .where('code', '=', 'ONCE')
          .where('state', '=', 'EARNED')
          .executeTakeFirst(),
      ),
    );
    expect(results.filter((r) => r.numUpdatedRows === 1n)).toHaveLength(1);
  });
});

async function aUser({ db }: TestDatabase): Promise<string> {
  await db
    .insertInto('users')
    .values({ id: 'u-db', family_uid: 'f', role: 'parent', next_register_step: 'register' })
    .execute();
  return 'u-db';
}

describe('PGlite in a data folder', () => {
  it('keeps its rows across a close and reopen (a server restart)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'webreg-db-'));
    try {
      await fillDataDir(dataDir);
      const first = await openDatabase({ kind: 'pglite', dataDir });
      await first.insertInto('promo_codes').values({ code: 'KEPT', state: 'EARNED' }).execute();
      await first.destroy();
      const second = await openDatabase({ kind: 'pglite', dataDir });
      const rows = await sql<{ code: string }>`select code from promo_codes`.execute(second);
      expect(rows.rows).toEqual([{ code: 'KEPT' }]);
      await second.destroy();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('PGlite statements prepared once', () => {
  it('still answers after the schema changes under a prepared statement', async () => {
    const test = await createTestDatabase('pglite');
    try {
      const all = () => sql`select * from promo_codes where code = ${'SHAPE'}`.execute(test.db);
      await test.db.insertInto('promo_codes').values({ code: 'SHAPE', state: 'EARNED' }).execute();
      expect((await all()).rows).toHaveLength(1);
      await sql`alter table promo_codes add column note text`.execute(test.db);
      expect((await all()).rows).toEqual([expect.objectContaining({ code: 'SHAPE', note: null })]);
    } finally {
      await test.close();
    }
  });
});

describe.runIf(testDatabaseKinds.includes('postgres'))('PostgreSQL schemas side by side', () => {
  it("migrates a new schema while another holds its own migration tables (a run's leftovers)", async () => {
    const first = await createTestDatabase('postgres');
    try {
      const second = await createTestDatabase('postgres');
      await expect(second.db.selectFrom('users').select('id').execute()).resolves.toEqual([]);
      await second.close();
    } finally {
      await first.close();
    }
  });
});
