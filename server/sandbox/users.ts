import type { Db } from '../db/database';
import type { User } from '../db/schema';

/** Spec section 3's User as the web service answers it (camelCase). */
export type UserView = {
  id: string;
  familyUid: string;
  role: string;
  email: string | null;
  phoneNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  gender: string | null;
  dob: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  children: UserView[];
  nextRegisterStep: string;
  walletId: string | null;
};

export function presentUser(user: User, children: User[] = []): UserView {
  const p = user.profile;
  return {
    id: user.id,
    familyUid: user.family_uid,
    role: user.role,
    email: user.email,
    phoneNumber: user.phone_number,
    firstName: p.firstName ?? null,
    lastName: p.lastName ?? null,
    gender: p.gender ?? null,
    dob: p.dob ?? null,
    city: p.city ?? null,
    state: p.state ?? null,
    zip: p.zip ?? null,
    country: p.country ?? null,
    children: children.map((child) => presentUser(child)),
    nextRegisterStep: user.next_register_step,
    walletId: user.wallet_id,
  };
}

export async function findUserByPhone(db: Db, phoneNumber: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('phone_number', '=', phoneNumber)
    .executeTakeFirst();
}

export async function findUser(db: Db, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user with the children of their family (for parents). */
export async function loadUserView(db: Db, id: string): Promise<UserView | undefined> {
  const user = await findUser(db, id);
  if (!user) return undefined;
  const children =
    user.role === 'parent'
      ? await db
          .selectFrom('users')
          .selectAll()
          .where('family_uid', '=', user.family_uid)
          .where('role', '=', 'child')
          .orderBy('created_at')
          .execute()
      : [];
  return presentUser(user, children);
}
