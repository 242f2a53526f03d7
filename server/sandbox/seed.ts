import { PROMO_CODES, SEEDED } from '../../vocabulary/magic-values';
import type { Db } from '../db/database';
import type { Clock } from './clock';
import { hashPassword, type ScryptCost } from './passwords';
import { planRecord } from './plans';
import { sha256 } from './secrets';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The seeded accounts of the magic-value table. Idempotent: runs at every start and adds only
 * what is missing, so a restarted server keeps whatever the seeded people did since. Every
 * insert skips rows already there (`on conflict do nothing`): instances started together on
 * PostgreSQL also take turns (startup.ts), but a seed must never fail a start on a duplicate.
 */
export async function seedSandbox(db: Db, clock: Clock, scryptCost?: ScryptCost): Promise<void> {
  await seedFirstPeople(db, clock, scryptCost);
  await seedSessionPeople(db, clock, scryptCost);
  await seedWaitingChild(db, clock);
  await seedWidgetParent(db, clock, scryptCost);
}

/** A parent whose next step is the app's own (widget_page, section 2): login shows it. */
async function seedWidgetParent(db: Db, clock: Clock, scryptCost?: ScryptCost): Promise<void> {
  const { widgetParent } = SEEDED;
  const present = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', 'usr_seed_widget_parent')
    .executeTakeFirst();
  if (present) return;
  const now = clock.now();
  await db
    .insertInto('users')
    .values({
      id: 'usr_seed_widget_parent',
      created_at: now,
      updated_at: now,
      role: 'parent',
      family_uid: 'fam_seed_7',
      phone_number: widgetParent.phoneNumber,
      email: widgetParent.email,
      password_hash: await hashPassword(widgetParent.password, scryptCost, 'startup'),
      profile: { firstName: widgetParent.firstName },
      next_register_step: 'widget_page',
      pricing_plan: planRecord('standard', now),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * The complete parent's child who never starts (magic values, waitingChild), added on its own
 * so a data folder seeded before it gets it too.
 */
async function seedWaitingChild(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  await db
    .insertInto('users')
    .values({
      created_at: now,
      updated_at: now,
      id: 'usr_seed_waiting_child',
      family_uid: 'fam_seed_1',
      role: 'child',
      phone_number: SEEDED.waitingChild.phoneNumber,
      profile: { firstName: SEEDED.waitingChild.firstName },
      next_register_step: 'register',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * The people of the session journeys (forgot / reset password, invalidated login), added
 * later than the first ones, so a data folder seeded before them gets them too.
 */
async function seedSessionPeople(db: Db, clock: Clock, scryptCost?: ScryptCost): Promise<void> {
  const present = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', 'usr_seed_forgetful_parent')
    .executeTakeFirst();
  if (present) return;
  const now = clock.now();
  const { forgetfulParent, invalidatedParent } = SEEDED;
  const [forgetfulHash, invalidatedHash] = await Promise.all([
    hashPassword(forgetfulParent.password, scryptCost, 'startup'),
    hashPassword(invalidatedParent.password, scryptCost, 'startup'),
  ]);
  const base = { created_at: now, updated_at: now, role: 'parent' as const };
  await db
    .insertInto('users')
    .values([
      {
        ...base,
        id: 'usr_seed_forgetful_parent',
        family_uid: 'fam_seed_4',
        phone_number: forgetfulParent.phoneNumber,
        email: forgetfulParent.email,
        password_hash: forgetfulHash,
        profile: { firstName: forgetfulParent.firstName },
        next_register_step: 'complete',
        pricing_plan: planRecord('standard', now),
      },
      {
        ...base,
        id: 'usr_seed_invalidated_parent',
        family_uid: 'fam_seed_5',
        phone_number: invalidatedParent.phoneNumber,
        email: invalidatedParent.email,
        password_hash: invalidatedHash,
        next_register_step: 'complete',
        pricing_plan: planRecord('standard', now),
        status: 'invalidated',
      },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function seedFirstPeople(db: Db, clock: Clock, scryptCost?: ScryptCost): Promise<void> {
  const present = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', 'usr_seed_complete_parent')
    .executeTakeFirst();
  if (present) return;
  const now = clock.now();
  const [parentHash, deactivatedHash] = await Promise.all([
    hashPassword(SEEDED.completeParent.password, scryptCost, 'startup'),
    hashPassword(SEEDED.deactivatedParent.password, scryptCost, 'startup'),
  ]);
  await db.transaction().execute(async (trx) => {
    const base = { created_at: now, updated_at: now };
    await trx
      .insertInto('users')
      .values([
        {
          ...base,
          id: 'usr_seed_complete_parent',
          family_uid: 'fam_seed_1',
          role: 'parent',
          phone_number: SEEDED.completeParent.phoneNumber,
          email: SEEDED.completeParent.email,
          password_hash: parentHash,
          profile: {
            firstName: SEEDED.completeParent.firstName,
            lastName: SEEDED.completeParent.lastName,
          },
          next_register_step: 'complete',
          wallet_id: 'wal_seed_1',
          pricing_plan: planRecord('max', now),
        },
        {
          ...base,
          id: 'usr_seed_invited_child',
          family_uid: 'fam_seed_1',
          role: 'child',
          phone_number: SEEDED.invitedChild.phoneNumber,
          profile: { firstName: SEEDED.invitedChild.firstName },
          next_register_step: 'register',
        },
        {
          ...base,
          id: 'usr_seed_approver',
          family_uid: 'fam_seed_1',
          role: 'approver',
          phone_number: SEEDED.approverInvite.phoneNumber,
          next_register_step: 'register',
        },
        {
          ...base,
          id: 'usr_seed_deactivated_parent',
          family_uid: 'fam_seed_2',
          role: 'parent',
          phone_number: SEEDED.deactivatedParent.phoneNumber,
          email: SEEDED.deactivatedParent.email,
          password_hash: deactivatedHash,
          next_register_step: 'complete',
          status: 'deactivated',
        },
        {
          ...base,
          id: 'usr_seed_invalidated_child',
          family_uid: 'fam_seed_3',
          role: 'child',
          phone_number: SEEDED.invalidatedChild.phoneNumber,
          next_register_step: 'register',
          status: 'invalidated',
        },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('invitations')
      .values([
        {
          id: 'inv_seed_approver',
          token_hash: sha256(SEEDED.approverInvite.invitationToken),
          kind: 'approver',
          inviter_user_id: 'usr_seed_complete_parent',
          invitee_user_id: 'usr_seed_approver',
          expires_at: new Date(now.getTime() + 365 * DAY_MS),
          created_at: now,
        },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('promo_codes')
      .values(
        Object.entries(PROMO_CODES).map(([code, promo]) => ({
          code,
          state: promo.state,
          reward_value: promo.rewardValue,
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  });
}
