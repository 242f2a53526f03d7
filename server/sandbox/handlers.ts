import { ageOn, isEmail, isName, isPoBox } from './answer-rules';
import { sendEmailVerification } from './email-verification';
import { flowError } from './flows/engine';
import type { QuestionHandler } from './flows/types';
import { setFundingAccount } from './funding';
import { answerKbaQuestion, verifyIdentity } from './identity';
import { invite } from './invitations';
import type { Tokens } from './jwt';
import { hashPassword, PASSWORD_MESSAGES, passwordProblem, type ScryptCost } from './passwords';
import { monthlyFee, PLAN_NAMES, planRecord } from './plans';
import { newId } from './secrets';
import { presentUser } from './users';

export const ANSWER_MESSAGES = {
  ERR_INVALID_EMAIL: 'Please enter a valid email address.',
  // Spec section 8, word for word: the client matches this text to set registeredEmailError.
  ERR_EMAIL_TAKEN:
    'The email address you entered is already associated with an account. Please login with that account or contact support.',
  ERR_PASSWORD_MISMATCH: 'The passwords do not match.',
  ERR_INVALID_NAME: 'Please enter a name using letters only.',
  ERR_INVALID_DOB: 'Please enter a valid date of birth as MM/DD/YYYY.',
  ERR_UNDER_AGE: 'You must be at least 18 to open a parent account.',
  ERR_CHILD_AGE: 'Children must be at least 13 to sign up themselves.',
  ERR_PO_BOX: 'Please enter a street address. P.O. boxes are not accepted.',
  ERR_INVALID_ADDRESS: 'Please enter your full street address.',
  ERR_INVALID_PLAN: 'Please choose one of the plans.',
  ERR_INVALID_AMOUNT: 'Please enter an amount of at least $20.',
  ERR_INVALID_PHONE: 'Please enter a valid US mobile number.',
  ERR_PHONE_TAKEN: 'That phone number already belongs to an account.',
} as const;

/** Spec section 9: minimum wallet load default 20. */
export const MINIMUM_LOAD_AMOUNT = 20;
const SESSION_SECONDS = 60 * 60;

/** +1 and ten NANP digits, or null when it is not a US number. */
function usPhone(value: unknown): string | null {
  const digits = String(value ?? '').replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+1${national}` : null;
}

const refuse = (action: string, code: keyof typeof ANSWER_MESSAGES) => ({
  error: flowError(action, code, ANSWER_MESSAGES[code]),
});

/** Behaviour per question kind (or name); the flows decide the order. */
export function createHandlers(deps: {
  tokens: Tokens;
  publicBaseUrl: string;
  scryptCost?: ScryptCost;
  verifyPublicToken: (token: string) => boolean;
  toggles?: () => Promise<Record<string, unknown>>;
}): Record<string, QuestionHandler> {
  const toggles = deps.toggles ?? (async () => ({}));
  /** Creates the user: the extras carry create_user with the user and a session token. */
  const createUser: QuestionHandler = async ({
    trx,
    now,
    registration,
    answers,
    value,
    question,
  }) => {
    const { password, confirmPassword } = (value ?? {}) as {
      password?: unknown;
      confirmPassword?: unknown;
    };
    if (typeof password !== 'string') return refuse(question.name, 'ERR_PASSWORD_MISMATCH');
    if (confirmPassword !== undefined && confirmPassword !== password) {
      return refuse(question.name, 'ERR_PASSWORD_MISMATCH');
    }
    const problem = passwordProblem(password);
    if (problem)
      return {
        error: flowError(question.name, 'ERR_INVALID_PASSWORD', PASSWORD_MESSAGES[problem]),
      };
    const passwordHash = await hashPassword(password, deps.scryptCost);
    const email = typeof answers.set_user_email === 'string' ? answers.set_user_email : null;
    let userId = registration.user_id;
    if (userId) {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', userId)
        .execute();
    } else {
      userId = newId('usr');
      await trx
        .insertInto('users')
        .values({
          id: userId,
          family_uid: newId('fam'),
          role: registration.role,
          phone_number: registration.phone_number,
          email,
          password_hash: passwordHash,
          next_register_step: 'register',
          wallet_id: newId('wal'),
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (email) {
        await sendEmailVerification(trx, {
          userId,
          email,
          now,
          publicBaseUrl: deps.publicBaseUrl,
        });
      }
    }
    const user = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const token = await deps.tokens.sign(
      { sub: userId, purpose: 'session', role: user.role },
      SESSION_SECONDS,
    );
    return { userId, extras: [{ action: 'create_user', user: presentUser(user), token }] };
  };

  const setPassword: QuestionHandler = async (context) => {
    const { value } = context;
    // set_user_password sends the password alone; set_user_password_and_confirm sends both.
    return createUser({
      ...context,
      value: typeof value === 'string' ? { password: value } : value,
    });
  };
  return {
    password: setPassword,
    password_and_confirm: setPassword,

    /** Credit waitlist flows (6 and 11): the answer is kept as the credit application. */
    set_credit_waitlist: async ({ value }) => {
      const creditAccepted =
        (value as { creditAccepted?: unknown })?.creditAccepted === true || value === true;
      return {
        keep: { creditDecision: creditAccepted ? 'waitlisted' : 'declined', creditAccepted },
      };
    },

    email: async ({ trx, value, question }) => {
      const email = typeof value === 'string' ? value.trim() : '';
      if (!isEmail(email)) return refuse(question.name, 'ERR_INVALID_EMAIL');
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst();
      if (taken) return refuse(question.name, 'ERR_EMAIL_TAKEN');
      return { keep: email };
    },

    name: async ({ trx, now, registration, value, question }) => {
      if (!isName(value)) return refuse(question.name, 'ERR_INVALID_NAME');
      const field = question.name === 'set_legal_last_name' ? 'lastName' : 'firstName';
      if (registration.user_id) {
        const user = await trx
          .selectFrom('users')
          .select('profile')
          .where('id', '=', registration.user_id)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('users')
          .set({ profile: { ...user.profile, [field]: value.trim() }, updated_at: now })
          .where('id', '=', registration.user_id)
          .execute();
      }
      return { keep: value.trim() };
    },

    date_of_birth: async ({ trx, now, registration, value, question }) => {
      const age = ageOn(value, now);
      if (age === undefined) return refuse(question.name, 'ERR_INVALID_DOB');
      if (registration.role === 'parent' && age < 18) return refuse(question.name, 'ERR_UNDER_AGE');
      if (registration.role === 'child' && age < 13) return refuse(question.name, 'ERR_CHILD_AGE');
      if (registration.user_id) {
        const user = await trx
          .selectFrom('users')
          .select('profile')
          .where('id', '=', registration.user_id)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('users')
          .set({ profile: { ...user.profile, dob: String(value) }, updated_at: now })
          .where('id', '=', registration.user_id)
          .execute();
      }
      return { keep: value };
    },

    address: async ({ trx, now, registration, value, question }) => {
      const address = (value ?? {}) as Record<string, unknown>;
      const { street, city, state, zip } = address;
      const text = [street, city, state].every((part) => isName(part));
      if (!text || typeof zip !== 'string' || !/^\d{5}(-\d{4})?$/.test(zip)) {
        return refuse(question.name, 'ERR_INVALID_ADDRESS');
      }
      if (isPoBox(String(street))) return refuse(question.name, 'ERR_PO_BOX');
      const kept = { street, city, state, zip, country: 'US' } as Record<string, string>;
      if (registration.user_id) {
        const user = await trx
          .selectFrom('users')
          .select('profile')
          .where('id', '=', registration.user_id)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('users')
          .set({ profile: { ...user.profile, ...kept }, updated_at: now })
          .where('id', '=', registration.user_id)
          .execute();
      }
      return { keep: kept };
    },

    plan: async ({ trx, now, registration, value, question }) => {
      const name =
        typeof value === 'string'
          ? value
          : (value as { pricingPlanName?: unknown })?.pricingPlanName;
      if (typeof name !== 'string' || !PLAN_NAMES.includes(name))
        return refuse(question.name, 'ERR_INVALID_PLAN');
      if (registration.user_id) {
        await trx
          .updateTable('users')
          .set({ pricing_plan: planRecord(name, now), updated_at: now })
          .where('id', '=', registration.user_id)
          .execute();
      }
      const fee = monthlyFee(name, await toggles());
      return {
        keep: { pricingPlanName: name },
        extras: [{ action: 'set_plan', pricingPlanName: name, fee }],
      };
    },

    child: async ({ trx, now, registration, value, question }) => {
      const children = Array.isArray(value) ? value : [value];
      const parent = registration.user_id
        ? await trx
            .selectFrom('users')
            .selectAll()
            .where('id', '=', registration.user_id)
            .executeTakeFirst()
        : undefined;
      if (!parent)
        return {
          error: flowError(question.name, 'ERR_INVALID_STATE', 'Create your account first.'),
        };
      const added = [];
      for (const child of children) {
        const {
          firstName,
          dob,
          phoneNumber: phone,
        } = (child ?? {}) as {
          firstName?: unknown;
          dob?: unknown;
          phoneNumber?: unknown;
        };
        if (!isName(firstName)) return refuse(question.name, 'ERR_INVALID_NAME');
        if (dob !== undefined && ageOn(dob, now) === undefined) {
          return refuse(question.name, 'ERR_INVALID_DOB');
        }
        const phoneNumber = phone === undefined ? undefined : usPhone(phone);
        if (phoneNumber === null) return refuse(question.name, 'ERR_INVALID_PHONE');
        if (phoneNumber) {
          const taken = await trx
            .selectFrom('users')
            .select('id')
            .where('phone_number', '=', phoneNumber)
            .executeTakeFirst();
          if (taken) return refuse(question.name, 'ERR_PHONE_TAKEN');
        }
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

    identity: verifyIdentity,
    kba: answerKbaQuestion,
    funding_account: setFundingAccount(deps.verifyPublicToken),

    amount: async ({ value, question }) => {
      const amount = Number(value);
      if (!Number.isFinite(amount) || amount < MINIMUM_LOAD_AMOUNT || amount > 10_000) {
        return refuse(question.name, 'ERR_INVALID_AMOUNT');
      }
      return { keep: Math.round(amount * 100) / 100 };
    },

    /** Child-first flow: the teen invites a parent, who becomes a pre-registered user. */
    invite_parent: async ({ trx, now, registration, value, question }) => {
      const phoneNumber = usPhone(value);
      if (!phoneNumber) return refuse(question.name, 'ERR_INVALID_PHONE');
      const child = registration.user_id
        ? await trx
            .selectFrom('users')
            .selectAll()
            .where('id', '=', registration.user_id)
            .executeTakeFirst()
        : undefined;
      if (!child)
        return {
          error: flowError(question.name, 'ERR_INVALID_STATE', 'Create your account first.'),
        };
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('phone_number', '=', phoneNumber)
        .executeTakeFirst();
      if (taken) return refuse(question.name, 'ERR_PHONE_TAKEN');
      const parentId = newId('usr');
      await trx
        .insertInto('users')
        .values({
          id: parentId,
          family_uid: child.family_uid,
          role: 'parent',
          phone_number: phoneNumber,
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

    phone: async ({ value, question }) => {
      const phoneNumber = usPhone(value);
      if (!phoneNumber) return refuse(question.name, 'ERR_INVALID_PHONE');
      return { keep: phoneNumber };
    },
  };
}
