import { type Kysely, sql } from 'kysely';

/**
 * The reference a completed registration's family quotes to support (docs/decisions/106),
 * set once by POST /complete. Unique, so one reference names one registration; the index
 * also serves support's look-up by it. Registrations completed before it have none.
 */
const upStatements = [
  `alter table registrations add column reference text`,
  `create unique index registrations_reference on registrations (reference) where reference is not null`,
];

const downStatements = [
  `drop index registrations_reference`,
  `alter table registrations drop column reference`,
];

// One statement per entry: PGlite's parameterised query path runs a single statement at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
