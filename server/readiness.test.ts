import {
  type DatabaseConnection,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from './db/database';
import { createOutages } from './outages';
import { createReadiness } from './readiness';

/** A database whose every query does what `answer` says: hang, or fail as a driver would. */
function databaseThat(answer: () => Promise<never>): Db {
  class Driver extends DummyDriver {
    override async acquireConnection(): Promise<DatabaseConnection> {
      return { executeQuery: answer, streamQuery: () => answer() as never };
    }
  }
  return new Kysely({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new Driver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }) as Db;
}

function recordingOutages() {
  const logged: string[] = [];
  const log = (_: unknown, msg: string) => void logged.push(msg);
  const outages = createOutages({ error: log, info: log } as never);
  return { outages, logged };
}

describe('readiness', () => {
  it('counts a check that takes too long as not ready, and logs no outage for it', async () => {
    const { outages, logged } = recordingOutages();
    const readiness = createReadiness({ db: databaseThat(() => new Promise(() => {})), outages });
    const started = performance.now();
    expect(await readiness.check()).toMatchObject({ database: false, migrations: false });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(outages.isDown('database')).toBe(false);
    expect(logged).toEqual([]);
  });

  it('counts a refused connection as an outage, logged once however many checks fail', async () => {
    const { outages, logged } = recordingOutages();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const readiness = createReadiness({ db: databaseThat(() => Promise.reject(refused)), outages });
    expect(await readiness.check()).toMatchObject({ database: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await readiness.check()).toMatchObject({ database: false });
    expect(outages.isDown('database')).toBe(true);
    expect(logged).toEqual(['database unavailable']);
  });
});
