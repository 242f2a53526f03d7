import { type Kysely, sql } from 'kysely';

/**
 * Every statement of a family's path reads the tables that grow with families through an
 * index (server/db/query-plans.test.ts proves it on seeded tables). has-registration and the
 * under-13 erasure look registrations up by phone whatever their state, which only the open
 * ones' unique index covered: a sequential scan of every registration ever made, on a route
 * anyone may call before a code is texted. A password reset spends the user's other links by
 * user id.
 */
const upStatements = [
  `create index registrations_phone on registrations (phone_number)`,
  `create index reset_tokens_user on reset_tokens (user_id)`,
];

const downStatements = [`drop index reset_tokens_user`, `drop index registrations_phone`];

// One statement per entry: PGlite's parameterised query path runs a single statement at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
