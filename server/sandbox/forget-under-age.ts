import type { Db } from '../db/database';
import { CHILD_FIRST_FLOW } from './flows/definitions';

/**
 * COPPA: nothing of a child under 13 is kept. When a teen signing up alone turns out to be
 * under 13, everything their number left is deleted in one transaction: an open child-first
 * registration (its answers), the codes sent to the number and their outbox copies, and a user
 * it created with what hangs on it. A child a parent invited is the parent's and is not touched.
 * The date of birth itself is never written.
 */
export async function forgetUnderAge(db: Db, phone: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const userIds = (
      await trx
        .selectFrom('registrations')
        .select('user_id')
        .where('phone_number', '=', phone)
        .where('completed_at', 'is', null)
        .where('flow_id', '=', CHILD_FIRST_FLOW)
        .execute()
    ).flatMap((row) => (row.user_id ? [row.user_id] : []));
    const emails = userIds.length
      ? (
          await trx.selectFrom('users').select('email').where('id', 'in', userIds).execute()
        ).flatMap((row) => (row.email ? [row.email] : []))
      : [];
    await trx
      .deleteFrom('registrations')
      .where('phone_number', '=', phone)
      .where('completed_at', 'is', null)
      .where('flow_id', '=', CHILD_FIRST_FLOW)
      .execute();
    await trx.deleteFrom('pins').where('phone_number', '=', phone).execute();
    await trx
      .deleteFrom('outbox')
      .where('recipient', 'in', [phone, ...emails])
      .execute();
    if (userIds.length === 0) return;
    await trx.deleteFrom('funding_accounts').where('user_id', 'in', userIds).execute();
    await trx.deleteFrom('reset_tokens').where('user_id', 'in', userIds).execute();
    await trx
      .deleteFrom('invitations')
      .where((eb) =>
        eb.or([eb('inviter_user_id', 'in', userIds), eb('invitee_user_id', 'in', userIds)]),
      )
      .execute();
    await trx.deleteFrom('own_events').where('user_id', 'in', userIds).execute();
    await trx.deleteFrom('users').where('id', 'in', userIds).execute();
  });
}
