import { type Kysely, sql } from 'kysely';

// Plain SQL so the schema reads the same in PGlite and PostgreSQL. Ids are random text
// (crypto.randomUUID) and money is in whole cents, so no int8 parsing differs between drivers.
const statements = [
  `
    create table users (
      id text primary key,
      family_uid text not null,
      role text not null check (role in ('parent', 'child', 'approver')),
      phone_number text,
      email text,
      password_hash text,
      profile jsonb not null default '{}',
      next_register_step text not null,
      wallet_id text,
      status text not null default 'active'
        check (status in ('active', 'deactivated', 'invalidated')),
      pricing_plan jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `,
  `
    create unique index users_phone_number on users (phone_number) where phone_number is not null
  `,
  `
    create unique index users_email on users (lower(email)) where email is not null
  `,
  `
    create index users_family on users (family_uid)
  `,
  `
    create table pins (
      id text primary key,
      phone_number text not null,
      device_uuid text not null,
      request_id text not null,
      channel text not null check (channel in ('sms', 'voice')),
      pin_hash text not null,
      attempts integer not null default 0,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      burned_at timestamptz
    )
  `,
  `
    create index pins_phone_created on pins (phone_number, created_at)
  `,
  `
    create table registrations (
      id text primary key,
      user_id text references users (id),
      phone_number text not null,
      role text not null,
      flow_id text not null,
      group_index integer not null default 0,
      answers jsonb not null default '{}',
      state jsonb not null default '{}',
      completed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `,
  `
    create index registrations_user on registrations (user_id)
  `,
  `
    create table reset_tokens (
      id text primary key,
      user_id text not null references users (id),
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )
  `,
  `
    create table outbox (
      id text primary key,
      channel text not null check (channel in ('sms', 'voice', 'email')),
      recipient text not null,
      subject text not null default '',
      body text not null,
      data jsonb not null default '{}',
      created_at timestamptz not null default now()
    )
  `,
  `
    create index outbox_recipient on outbox (recipient, created_at)
  `,
  `
    create table funding_accounts (
      id text primary key,
      user_id text not null references users (id),
      type text not null check (type in ('checking', 'debit', 'instant')),
      status text not null,
      details jsonb not null default '{}',
      micro_amount_1 integer,
      micro_amount_2 integer,
      verify_attempts integer not null default 0,
      expires_at timestamptz,
      created_at timestamptz not null default now()
    )
  `,
  `
    create index funding_accounts_user on funding_accounts (user_id)
  `,
  `
    create table invitations (
      id text primary key,
      token_hash text not null unique,
      kind text not null,
      inviter_user_id text references users (id),
      invitee_user_id text references users (id),
      status text not null default 'pending',
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )
  `,
  `
    create table promo_codes (
      code text primary key,
      state text not null check (state in ('REDEEMED', 'EARNED')),
      reward_value integer not null default 0
    )
  `,
  `
    create table own_events (
      id text primary key,
      kind text not null,
      user_id text,
      anonymous_id text,
      payload jsonb not null default '{}',
      created_at timestamptz not null default now()
    )
  `,
];

// One statement per entry: PGlite's parameterised query path runs a single statement at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table own_events, promo_codes, invitations, funding_accounts, outbox, reset_tokens,
      registrations, pins, users;
  `.execute(db);
}
