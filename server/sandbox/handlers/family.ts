import { ageOn, isName } from '../answer-rules';
import type { QuestionHandler } from '../flows/types';
import { invite } from '../invitations';
import { newId } from '../secrets';
import { type HandlerDeps, phoneTaken, refuse, usPhone } from './common';

type ChildAnswer = { firstName?: unknown; dob?: unknown; phoneNumber?: unknown };

/** add_child_info (parent adds children, inviting those with a phone) and invite_parent. */
export function familyHandlers(deps: HandlerDeps): Record<string, QuestionHandler> {
  return {
    child: async ({ trx, now, registration, value, question }) => {
      const parent = registration.user_id
        ? await trx
            .selectFrom('users')
            .selectAll()
            .where('id', '=', registration.user_id)
            .executeTakeFirst()
        : undefined;
      if (!parent) return refuse(question.name, 'ERR_INVALID_STATE');
      const added: Array<{ id: string; firstName: string }> = [];
      for (const child of (Array.isArray(value) ? value : [value]) as ChildAnswer[]) {
        const { firstName, dob, phoneNumber: phone } = child ?? {};
        if (!isName(firstName)) return refuse(question.name, 'ERR_INVALID_NAME');
        if (dob !== undefined && ageOn(dob, now) === undefined)
          return refuse(question.name, 'ERR_INVALID_DOB');
        const phoneNumber = phone === undefined ? undefined : usPhone(phone);
        if (phoneNumber === null) return refuse(question.name, 'ERR_INVALID_PHONE');
        if (phoneNumber && (await phoneTaken(trx, phoneNumber)))
          return refuse(question.name, 'ERR_PHONE_TAKEN');
        const id = newId('usr');
        await trx
          .insertInto('users')
          .values({
            id,
            family_uid: parent.family_uid,
            role: 'child',
            phone_number: phoneNumber ?? null,
            profile: { firstName: firstName.trim(), ...(typeof dob === 'string' ? { dob } : {}) },
            next_register_step: 'register',
            wallet_id: newId('wal'),
            created_at: now,
            updated_at: now,
          })
          .execute();
        // A child with a phone number is invited to finish signing up on their own phone.
        if (phoneNumber) {
          await invite(trx, {
            kind: 'child',
            inviterUserId: parent.id,
            inviteeUserId: id,
            phoneNumber,
            inviterName: parent.profile.firstName ?? 'Your parent',
            now,
            publicBaseUrl: deps.publicBaseUrl,
          });
        }
        added.push({ id, firstName: firstName.trim() });
      }
      return {
        keep: added.map((child) => ({ id: child.id })),
        extras: [{ action: 'add_child', children: added }],
      };
    },

    /** Child-first flow: the teen invites a parent, who becomes a pre-registered user. */
    invite_parent: async ({ trx, now, registration, value, question }) => {
      // The parent's number, or { firstName, phoneNumber } with the name the teen knows them by.
      const given = (value && typeof value === 'object' ? value : { phoneNumber: value }) as {
        firstName?: unknown;
        phoneNumber?: unknown;
      };
      if (given.firstName !== undefined && !isName(given.firstName))
        return refuse(question.name, 'ERR_INVALID_NAME');
      const phoneNumber = usPhone(given.phoneNumber);
      if (!phoneNumber) return refuse(question.name, 'ERR_INVALID_PHONE');
      const child = registration.user_id
        ? await trx
            .selectFrom('users')
            .selectAll()
            .where('id', '=', registration.user_id)
            .executeTakeFirst()
        : undefined;
      if (!child) return refuse(question.name, 'ERR_INVALID_STATE');
      if (await phoneTaken(trx, phoneNumber)) return refuse(question.name, 'ERR_PHONE_TAKEN');
      const parentId = newId('usr');
      await trx
        .insertInto('users')
        .values({
          id: parentId,
          family_uid: child.family_uid,
          role: 'parent',
          phone_number: phoneNumber,
          ...(given.firstName ? { profile: { firstName: String(given.firstName).trim() } } : {}),
          next_register_step: 'register',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await invite(trx, {
        kind: 'parent',
        inviterUserId: child.id,
        inviteeUserId: parentId,
        phoneNumber,
        inviterName: child.profile.firstName ?? 'Your teen',
        now,
        publicBaseUrl: deps.publicBaseUrl,
      });
      return { keep: { invited: true } };
    },
  };
}
