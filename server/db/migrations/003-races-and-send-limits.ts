import { type Kysely, sql } from 'kysely';

/**
 * One open registration per phone, closed in the database: concurrent initialise calls (a
 * double click, two tabs, two instances) could each insert one, and the person then resumed
 * one whose password answer could never succeed. Databases that already hold such duplicates
 * keep the one furthest along open (the one that created the user first, then the furthest
 * group, then the latest answered); the others point to it through superseded_by, so their
 * tokens resume the kept one. PINs remember a digest of the client that asked for them (send
 * and wrong-try limits per phone and client), and invitations are counted per inviter and day.
 */
const upStatements = [
  `alter table registrations add column superseded_by text references registrations (id)`,
  `
    with ranked as (
      select id,
        first_value(id) over by_progress as kept,
        row_number() over by_progress as place
      from registrations
      where completed_at is null
      window by_progress as (
        partition by phone_number
        order by (user_id is not null) desc, group_index desc, updated_at desc, created_at desc, id
      )
    )
    update registrations
    set superseded_by = ranked.kept
    from ranked
    where registrations.id = ranked.id and ranked.place > 1
  `,
  `
    create unique index registrations_open_phone on registrations (phone_number)
    where completed_at is null and superseded_by is null
  `,
  `alter table pins add column requester text not null default ''`,
  `create index pins_phone_requester_created on pins (phone_number, requester, created_at)`,
  `create index invitations_inviter_created on invitations (inviter_user_id, created_at)`,
];

const downStatements = [
  `drop index invitations_inviter_created`,
  `drop index pins_phone_requester_created`,
  `alter table pins drop column requester`,
  `drop index registrations_open_phone`,
  `alter table registrations drop column superseded_by`,
];

// One statement per entry: PGlite's parameterised query path runs a single statement at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
