import { outboundText } from '../../messages/outbound';
import { ageOn, isName } from '../answer-rules';
import type { QuestionHandler } from '../flows/types';
import {
  familyMayInvite,
  INVITATION_LIMITS,
  invite,
  nameForMessage,
  phoneInUse,
  refuseInvitation,
} from '../invitations';
import { lockPhone } from '../pins';
import { newId } from '../secrets';
import { type HandlerDeps, refuse, usPhone } from './common';

type ChildAnswer = { firstName?: unknown; dob?: unknown; phoneNumber?: unknown };

/**
 * add_child_info (parent adds children, inviting those with a phone) and invite_parent. Every
 * refusal rolls the whole answer back (one transaction), so no child is half added.
 */
export function familyHandlers(deps: HandlerDeps): Record<string, QuestionHandler> {
  return {
    child: async ({ trx, now, registration, value, question, invitationBudget, locale }) => {
      const children = (Array.isArray(value) ? value : [value]) as ChildAnswer[];
      if (children.length > INVITATION_LIMITS.childrenPerAnswer)
        return refuseInvitation(question.name, 'ERR_TOO_MANY_CHILDREN');
      const parent = registration.user_id
        ? await trx
            .selectFrom('users')
            .selectAll()
            .where('id', '=', registration.user_id)
            .executeTakeFirst()
        : undefined;
      if (!parent) return refuse(question.name, 'ERR_INVALID_STATE');
      const invitations = children.filter((child) => child?.phoneNumber !== undefined).length;
      if (
        invitations > 0 &&
        !(await familyMayInvite(trx, { familyUid: parent.family_uid, count: invitations, now }))
      )
        return refuseInvitation(question.name, 'ERR_INVITATION_LIMIT');
      const valid: Array<{ firstName: string; dob?: string; phoneNumber?: string }> = [];
      for (const child of children) {
        const { firstName, dob, phoneNumber: phone } = child ?? {};
        if (!isName(firstName)) return refuse(question.name, 'ERR_INVALID_NAME');
        if (dob !== undefined && ageOn(dob, now) === undefined)
          return refuse(question.name, 'ERR_INVALID_DOB');
        const phoneNumber = phone === undefined ? undefined : usPhone(phone);
        if (phoneNumber === null) return refuse(question.name, 'ERR_INVALID_PHONE');
        valid.push({
          firstName: firstName.trim(),
          ...(typeof dob === 'string' ? { dob } : {}),
          ...(phoneNumber ? { phoneNumber } : {}),
        });
      }
      // In one order for everyone, so two answers inviting the same numbers cannot deadlock.
      const phones = [...new Set(valid.flatMap((child) => child.phoneNumber ?? []))].sort();
      for (const phoneNumber of phones) await lockPhone(trx, phoneNumber);

      const added: Array<{ id: string; firstName: string }> = [];
      for (const { firstName, dob, phoneNumber } of valid) {
        if (phoneNumber && (await phoneInUse(trx, phoneNumber)))
          return refuseInvitation(question.name, 'ERR_PHONE_TAKEN');
        const id = newId('usr');
        await trx
          .insertInto('users')
          .values({
            id,
            family_uid: parent.family_uid,
            role: 'child',
            phone_number: phoneNumber ?? null,
            profile: { firstName, ...(dob ? { dob } : {}) },
            next_register_step: 'register',
            wallet_id: newId('wal'),
            created_at: now,
            updated_at: now,
          })
          .execute();
        // A child with a phone number is invited to finish signing up on their own phone.
        if (phoneNumber) {
          const refused = await invite(trx, {
            kind: 'child',
            inviterUserId: parent.id,
            inviteeUserId: id,
            phoneNumber,
            inviterName: nameForMessage(
              parent.profile.firstName,
              outboundText(locale, 'invitedByParent'),
            ),
            locale: locale,
            now,
            publicBaseUrl: deps.publicBaseUrl,
            familyUid: parent.family_uid,
            budget: invitationBudget,
          });
          if (refused) return refuseInvitation(question.name, refused);
        }
        added.push({ id, firstName });
      }
      return {
        keep: added.map((child) => ({ id: child.id })),
        extras: [{ action: 'add_child', children: added }],
      };
    },

    /** Child-first flow: the teen invites a parent, who becomes a pre-registered user. */
    invite_parent: async ({
      trx,
      now,
      registration,
      value,
      question,
      invitationBudget,
      locale,
    }) => {
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
      if (await phoneInUse(trx, phoneNumber))
        return refuseInvitation(question.name, 'ERR_PHONE_TAKEN');
      if (!(await familyMayInvite(trx, { familyUid: child.family_uid, count: 1, now })))
        return refuseInvitation(question.name, 'ERR_INVITATION_LIMIT');
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
      const refused = await invite(trx, {
        kind: 'parent',
        inviterUserId: child.id,
        inviteeUserId: parentId,
        phoneNumber,
        inviterName: nameForMessage(child.profile.firstName, outboundText(locale, 'invitedByTeen')),
        locale: locale,
        now,
        publicBaseUrl: deps.publicBaseUrl,
        familyUid: child.family_uid,
        budget: invitationBudget,
      });
      if (refused) return refuseInvitation(question.name, refused);
      return { keep: { invited: true } };
    },
  };
}
