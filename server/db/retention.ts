import { type RawBuilder, sql } from 'kysely';
import type { Logger } from '../logger';
import { DAY } from '../sandbox/clock';
import { INVITATION_LIFETIME_MS } from '../sandbox/invitations';
import type { Db } from './database';

/** Events that record a person's consent: kept with the account, never pruned as analytics. */
const CONSENT_EVENTS = ['subscribe-sms', 'accept-terms'];

/** Rows one statement of a prune touches at most: short transactions, short row locks. */
const BATCH_ROWS = 1000;
/** Batches per rule and run: a run stays bounded however far behind it is; the next catches up. */
const MAX_BATCHES = 20;

type Rule = {
  /** The README's retention table, in its words. */
  table: string;
  rows: string;
  keptFor: string;
  why: string;
  /** Removes (or empties) at most `limit` rows past their time; the number it touched. */
  prune: (db: Db, now: Date, limit: number) => Promise<number>;
};

/**
 * One batch of rows past `keptMs`: those no other instance holds (`for update skip locked`), so
 * instances that prune at once share the work instead of waiting on each other or doing it
 * twice. `change` is what happens to them (a delete, or an update that empties a column).
 */
function batch(
  table: string,
  change: RawBuilder<unknown>,
  pastTime: (cutoff: Date) => RawBuilder<unknown>,
  keptMs: number,
) {
  return async (db: Db, now: Date, limit: number): Promise<number> => {
    const cutoff = new Date(now.getTime() - keptMs);
    const result = await sql`
      ${change} where id in (
        select id from ${sql.table(table)} where ${pastTime(cutoff)}
        limit ${limit} for update skip locked
      )
    `.execute(db);
    return Number(result.numAffectedRows ?? 0n);
  };
}

const remove = (table: string) => sql`delete from ${sql.table(table)}`;

/**
 * What each table keeps and for how long (README "Retention"). Only what the product and the
 * law need: a code, a message copy or a link is kept while it can still be used or counted,
 * analytics for a quarter, consent and the account for as long as the account is open.
 * @internal
 */
export const RETENTION: Rule[] = [
  {
    table: 'pins',
    rows: 'confirmation codes (digests), used, burned, expired or not',
    keptFor: '1 day after sending',
    why: 'the send and wrong-try limits count over the last hour; a code lives 10 minutes',
    prune: batch('pins', remove('pins'), (cutoff) => sql`created_at < ${cutoff}`, DAY),
  },
  {
    table: 'outbox',
    rows: 'copies of every SMS, call and email sent (codes, links, bank statements)',
    keptFor: '14 days after sending',
    why: 'as long as the longest-lived thing a message carries (an invitation link, 14 days); the per-number hourly ceiling counts the last hour',
    prune: batch(
      'outbox',
      remove('outbox'),
      (cutoff) => sql`created_at < ${cutoff}`,
      INVITATION_LIFETIME_MS,
    ),
  },
  {
    table: 'reset_tokens',
    rows: 'password reset links (digests), used or not',
    keptFor: '1 day after expiry (a link lives 1 hour)',
    why: 'nothing reads a link once it has expired',
    prune: batch(
      'reset_tokens',
      remove('reset_tokens'),
      (cutoff) => sql`expires_at < ${cutoff}`,
      DAY,
    ),
  },
  {
    table: 'invitations',
    rows: 'invitation and email-verification links (digests), accepted or not',
    keptFor: '1 day after expiry (14 and 7 days)',
    why: 'the daily invitation count per family reads the last day only',
    prune: batch(
      'invitations',
      remove('invitations'),
      (cutoff) => sql`expires_at < ${cutoff}`,
      DAY,
    ),
  },
  {
    table: 'own_events',
    rows: 'analytics events (browser data, tracked events, identifies, onboarding starts)',
    keptFor: '90 days',
    why: 'a quarter of funnel and fraud analysis (tracked events keep property names, never values)',
    prune: batch(
      'own_events',
      remove('own_events'),
      (cutoff) => sql`created_at < ${cutoff} and kind not in (${sql.join(CONSENT_EVENTS)})`,
      90 * DAY,
    ),
  },
  {
    table: 'registrations',
    rows: 'registrations abandoned before an account was made (a phone number and the email answered)',
    keptFor: '30 days after the last answer',
    why: 'a person coming back within a month resumes where they were',
    prune: batch(
      'registrations',
      remove('registrations'),
      (cutoff) => sql`completed_at is null and user_id is null and updated_at < ${cutoff}`,
      30 * DAY,
    ),
  },
  {
    table: 'registrations',
    rows: 'the answers of a completed registration (the account keeps its profile)',
    keptFor: '30 days after completion, then emptied',
    why: 'the registration token that reads them lives 24 hours; the row itself stays with the account',
    prune: batch(
      'registrations',
      sql`update registrations set answers = '{}'::jsonb`,
      (cutoff) => sql`completed_at < ${cutoff} and answers <> '{}'::jsonb`,
      30 * DAY,
    ),
  },
];

/**
 * One pass over every rule, each in bounded batches; the rows touched per table. `stopping`
 * ends it between two batches (a server shutting down does not wait for a long run).
 * @internal
 */
export async function pruneOnce(
  db: Db,
  now: Date,
  stopping?: AbortSignal,
): Promise<Record<string, number>> {
  const touched: Record<string, number> = {};
  for (const rule of RETENTION) {
    for (let round = 0; round < MAX_BATCHES && !stopping?.aborted; round += 1) {
      const count = await rule.prune(db, now, BATCH_ROWS);
      touched[rule.table] = (touched[rule.table] ?? 0) + count;
      if (count < BATCH_ROWS) break;
    }
  }
  return touched;
}

/**
 * Prunes every `intervalMs` while the server runs, first one interval after start (a server
 * that restarts in a loop does not prune in a loop). A failed run is logged and the next one
 * tries again; `stop` lets a run in progress finish its batch, so the database closes after it.
 */
export function schedulePrune(options: {
  db: Db;
  now: () => Date;
  intervalMs: number;
  logger: Pick<Logger, 'info' | 'warn'>;
}): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const stopping = new AbortController();
  const run = () => {
    // A run that outlasts the interval is not joined by a second one.
    if (running) return;
    running = pruneOnce(options.db, options.now(), stopping.signal).then(
      (touched) => {
        if (Object.values(touched).some((count) => count > 0)) {
          options.logger.info({ touched }, 'pruned');
        }
      },
      (error: unknown) => options.logger.warn({ err: error }, 'prune failed'),
    );
    void running.finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
