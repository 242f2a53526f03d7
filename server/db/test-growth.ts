import { type Kysely, sql } from 'kysely';

/**
 * The tables whose rows grow with the families who register: a statement that reads one of
 * them by a sequential scan costs more with every family. promo_codes is a fixed list.
 */
export const GROWING_TABLES = [
  'users',
  'registrations',
  'pins',
  'outbox',
  'reset_tokens',
  'funding_accounts',
  'invitations',
  'own_events',
] as const;

/** The parent's number of seeded family `i` (+1 212 2xx xxxx up to a million families). */
export const seededPhone = (i: number) => `+1${2_122_000_000 + i}`;

/**
 * Families `from + 1` to `from + count` in the product's own tables, in the proportions a
 * registration leaves (a parent, a child for every other family, a registration of which one
 * in ten is still open, two codes, three messages, an email-verification link, a child's
 * invitation for every other family, a funding account, a reset link for every other family,
 * three events), all in the last day so no retention rule would remove them. One statement per
 * table with generate_series: a million families take minutes, not hours. Parents' numbers are
 * seededPhone's, children's +1 212 5xx xxxx, which no test or magic value uses; every parent
 * has `passwordHash` (a bench logs them in), or none that any password matches.
 */
export async function seedFamilies(
  db: Kysely<unknown>,
  from: number,
  count: number,
  passwordHash = 'seeded',
) {
  const to = from + count;
  /** One row per family and per `n` of `copies`, where `where` holds. */
  const family = (table: string, select: string, { copies = 1, where = 'true' } = {}) =>
    sql.raw(
      `insert into ${table} ${select} from generate_series(${from + 1}, ${to}) as i, ` +
        `generate_series(1, ${copies}) as n where ${where}`,
    );
  const statements = [
    family(
      'users (id, family_uid, role, phone_number, email, password_hash, next_register_step, created_at, updated_at)',
      `select 'seed-usr-' || i, 'seed-fam-' || i, 'parent', '+1' || (2122000000 + i),
        'seed' || i || '@example.com', '${passwordHash.replaceAll("'", "''")}', 'complete',
        now() - make_interval(secs => i % 80000), now() - make_interval(secs => i % 80000)`,
    ),
    family(
      'users (id, family_uid, role, phone_number, next_register_step)',
      `select 'seed-kid-' || i, 'seed-fam-' || i, 'child', '+1' || (2125000000 + i), 'register'`,
      { where: 'i % 2 = 0' },
    ),
    family(
      'registrations (id, user_id, phone_number, role, flow_id, group_index, completed_at, created_at, updated_at)',
      `select 'seed-reg-' || i, 'seed-usr-' || i, '+1' || (2122000000 + i), 'parent',
        'parent_flow_1', 9, case when i % 10 = 0 then null else now() end,
        now() - make_interval(secs => i % 80000), now()`,
    ),
    family(
      'pins (id, phone_number, device_uuid, request_id, channel, pin_hash, requester, created_at, expires_at, used_at)',
      `select 'seed-pin-' || i || '-' || n, '+1' || (2122000000 + i), 'seed-device', 'seed-pin-' || i,
        'sms', md5(i::text || n), md5(i::text), now() - make_interval(secs => i % 80000 + n),
        now() - make_interval(secs => i % 80000) + interval '10 minutes',
        case when n = 1 then now() end`,
      { copies: 2 },
    ),
    family(
      'outbox (id, channel, recipient, body, created_at)',
      `select 'seed-msg-' || i || '-' || n, case when n = 3 then 'email' else 'sms' end,
        case when n = 3 then 'seed' || i || '@example.com' else '+1' || (2122000000 + i) end,
        'seeded message', now() - make_interval(secs => i % 80000 + n)`,
      { copies: 3 },
    ),
    family(
      'invitations (id, token_hash, kind, inviter_user_id, invitee_user_id, expires_at, created_at)',
      `select 'seed-inv-' || i || '-' || n, md5('inv' || i || '-' || n),
        case when n = 1 then 'email-verification' else 'child' end,
        case when n = 1 then null else 'seed-usr-' || i end,
        case when n = 1 then 'seed-usr-' || i else 'seed-kid-' || i end,
        now() + interval '7 days', now() - make_interval(secs => i % 80000)`,
      { copies: 2, where: 'n = 1 or i % 2 = 0' },
    ),
    family(
      'funding_accounts (id, user_id, type, status)',
      `select 'seed-fund-' || i, 'seed-usr-' || i, 'debit', 'verified'`,
    ),
    family(
      'reset_tokens (id, user_id, token_hash, expires_at, used_at)',
      `select 'seed-rst-' || i, 'seed-usr-' || i, md5('rst' || i), now() + interval '1 hour', now()`,
      { where: 'i % 2 = 0' },
    ),
    family(
      'own_events (id, kind, user_id, anonymous_id, payload, created_at)',
      `select 'seed-evt-' || i || '-' || n, 'track', 'seed-usr-' || i, 'seed-anon-' || i,
        '{"event":"Seeded"}', now() - make_interval(secs => i % 80000 + n)`,
      { copies: 3 },
    ),
  ];
  for (const statement of statements) await statement.execute(db);
}
