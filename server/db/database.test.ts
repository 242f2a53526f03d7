import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from './test-database';

describe.each(testDatabaseKinds)('database on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  }, 30_000);
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
  }, 30_000);
});
