import { ERROR_CODES } from '../../flows/rules/errors';
import type { Db } from '../db/database';
import type { Registration } from '../db/schema';
import { CHILD_FIRST_FLOW } from './flows/definitions';

/**
 * Whether an answer's refusal is the under-13 stop of a teen signing up alone. Only the
 * child-first flow: a child a parent invited was added by that parent and stays theirs.
 */
export const isUnderAgeStop = (registration: Registration, codes: readonly string[]): boolean =>
  registration.flow_id === CHILD_FIRST_FLOW && codes.includes(ERROR_CODES.childAge);

/**
 * COPPA: nothing of a child under 13 is kept. When a teen's own sign-up reaches cancel_age,
 * everything it left is deleted in one transaction: the registration (its answers), the codes
 * sent to the number and their outbox copies, and a user it created with what hangs on it.
 * The date of birth itself was never written (its refusal rolled the step back).
 */
export async function forgetUnderAge(db: Db, registration: Registration): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const phone = registration.phone_number;
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
