import { type Kysely, sql } from 'kysely';

// Session and registration tokens carry the user's session epoch; a password reset moves it
// on, so every token issued before the reset stops working (server/sandbox/sessions.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column session_epoch integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column session_epoch`.execute(db);
}
