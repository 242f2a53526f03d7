import type { Kysely } from 'kysely';
import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimits } from '../rate-limits';
import { systemClock } from '../sandbox/clock';
import { createSandboxDeps } from '../sandbox/mount';
import { registrationFromToken } from '../sandbox/services/registration';
import { migrateToLatest, migrationProvider } from './migrate';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from './test-database';

const MIGRATION = '003-races-and-send-limits';

/** Migrates the database down to just before migration 003, as a database made before it. */
async function migrateToBefore003(db: Kysely<unknown>, schema: string) {
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
  const names = (await migrator.getMigrations()).map((migration) => migration.name);
  const previous = names[names.indexOf(MIGRATION) - 1];
  const { error } = await migrator.migrateTo(previous ?? NO_MIGRATIONS);
  if (error) throw error;
}

describe.each(testDatabaseKinds)('migration 003 on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.close());

  it('keeps the furthest of duplicate open registrations open, and the others resume it', async () => {
    const db = test.db;
    await migrateToBefore003(db as Kysely<unknown>, test.schema);
    const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 12, minute));
    await db
      .insertInto('users')
      .values({
        id: 'usr_dup',
        family_uid: 'fam_dup',
        role: 'parent',
        next_register_step: 'register',
      })
      .execute();
    // What the double-click race left: A created the user, B was made later and resumed first.
    const rows = [
      { id: 'reg_a', user_id: 'usr_dup', group_index: 2, created_at: at(0), updated_at: at(5) },
      { id: 'reg_b', user_id: null, group_index: 1, created_at: at(1), updated_at: at(9) },
      { id: 'reg_c', user_id: null, group_index: 0, created_at: at(2), updated_at: at(2) },
    ];
    for (const row of rows) {
      await db
        .insertInto('registrations')
        .values({ ...row, phone_number: '+15555558001', role: 'parent', flow_id: 'parent_flow_1' })
        .execute();
    }
    await migrateToLatest(db as Kysely<unknown>, test.schema);

    const after = await db
      .selectFrom('registrations')
      .select(['id', 'superseded_by', 'completed_at'])
      .where('phone_number', '=', '+15555558001')
      .orderBy('id')
      .execute();
    expect(after).toEqual([
      { id: 'reg_a', superseded_by: null, completed_at: null },
      { id: 'reg_b', superseded_by: 'reg_a', completed_at: null },
      { id: 'reg_c', superseded_by: 'reg_a', completed_at: null },
    ]);
    // The index now holds: no second open registration for the phone.
    await expect(
      db
        .insertInto('registrations')
        .values({
          id: 'reg_d',
          phone_number: '+15555558001',
          role: 'parent',
          flow_id: 'parent_flow_1',
        })
        .execute(),
    ).rejects.toThrow();

    // A tab that still holds B's token answers on A, the registration that can finish.
    const deps = createSandboxDeps({
      db,
      clock: systemClock,
      jwtKey: new TextEncoder().encode('migration-test-secret-0123456789abcdef'),
      publicBaseUrl: 'https://join.example.test',
      rateLimits: {} as RateLimits,
      serviceUrls: {},
      toggles: async () => ({}),
      logger: pino({ level: 'silent' }),
    });
    const staleToken = await deps.tokens.sign({ sub: 'reg_b', purpose: 'registration' }, 60);
    expect((await registrationFromToken(deps, staleToken)).id).toBe('reg_a');
  });
});
