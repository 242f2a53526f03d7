import { type Kysely, sql } from 'kysely';

/**
 * Every statement of a family's path reads the tables that grow with families through an
 * index (server/db/query-plans.test.ts proves it on seeded tables). has-registration and the
 * under-13 erasure look registrations up by phone whatever their state, which only the open
 * ones' unique index covered: a sequential scan of every registration ever made, on a route
 * anyone may call before a code is texted. A password reset spends the user's other links by
 * user id. The prune of server/db/retention.ts finds rows past their time by the columns its
 * rules name; a registration it removes takes the duplicates merged into it (migration 003)
 * along, as they resume nothing without it.
 */
const upStatements = [
  `create index registrations_phone on registrations (phone_number)`,
  `create index reset_tokens_user on reset_tokens (user_id)`,
  `create index pins_created on pins (created_at)`,
  `create index outbox_created on outbox (created_at)`,
  `create index reset_tokens_expires on reset_tokens (expires_at)`,
  `create index invitations_expires on invitations (expires_at)`,
  `create index own_events_created on own_events (created_at)`,
  `
    create index registrations_abandoned on registrations (updated_at)
    where completed_at is null and user_id is null
  `,
  `
    create index registrations_completed_answers on registrations (completed_at)
    where answers <> '{}'::jsonb
  `,
  `alter table registrations drop constraint registrations_superseded_by_fkey`,
  `
    alter table registrations add constraint registrations_superseded_by_fkey
    foreign key (superseded_by) references registrations (id) on delete cascade
  `,
];

const downStatements = [
  `alter table registrations drop constraint registrations_superseded_by_fkey`,
  `
    alter table registrations add constraint registrations_superseded_by_fkey
    foreign key (superseded_by) references registrations (id)
  `,
  `drop index registrations_completed_answers`,
  `drop index registrations_abandoned`,
  `drop index own_events_created`,
  `drop index invitations_expires`,
  `drop index reset_tokens_expires`,
  `drop index outbox_created`,
  `drop index pins_created`,
  `drop index reset_tokens_user`,
  `drop index registrations_phone`,
];

// One statement per entry: PGlite's parameterised query path runs a single statement at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
