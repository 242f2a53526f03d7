import { isEmail } from '../answer-rules';
import { sendEmailVerification } from '../email-verification';
import { flowError } from '../flows/engine';
import type { AnswerPreparer, QuestionHandler, Trx } from '../flows/types';
import { hashPassword, PASSWORD_MESSAGES, passwordProblem } from '../passwords';
import { newId } from '../secrets';
import { signSession } from '../sessions';
import { presentUser } from '../users';
import { type HandlerDeps, refuse } from './common';

const SEND_AGAIN = 'Please enter your password again.';

/** A password hashed in the prepare phase; JSON cannot make one, so no client can send it. */
class PreparedPassword {
  constructor(readonly hash: string) {}
}

async function emailTaken(trx: Trx, email: string): Promise<boolean> {
  const taken = await trx
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return taken !== undefined;
}

/** set_user_email, and set_user_password(_and_confirm), which creates the user. */
export function accountHandlers(deps: HandlerDeps): Record<string, QuestionHandler> {
  /**
   * Shape, then the password rules, then the hash, all before the step's transaction opens.
   * set_user_password sends the password alone; set_user_password_and_confirm sends both.
   */
  const preparePassword: AnswerPreparer = async ({ question, value, registration, answers }) => {
    const { password, confirmPassword } = (
      typeof value === 'string' ? { password: value } : (value ?? {})
    ) as { password?: unknown; confirmPassword?: unknown };
    if (typeof password !== 'string') return refuse(question.name, 'ERR_PASSWORD_MISMATCH');
    if (confirmPassword !== undefined && confirmPassword !== password) {
      return refuse(question.name, 'ERR_PASSWORD_MISMATCH');
    }
    const text = (name: string) => {
      const answer = answers[name];
      return typeof answer === 'string' ? answer : undefined;
    };
    const problem = await passwordProblem(password, {
      email: text('set_user_email'),
      phoneNumber: registration.phone_number,
      names: [text('set_legal_first_name'), text('set_legal_last_name')],
    });
    if (problem)
      return {
        error: flowError(question.name, 'ERR_INVALID_PASSWORD', PASSWORD_MESSAGES[problem]),
      };
    return { value: new PreparedPassword(await hashPassword(password, deps.scryptCost)) };
  };

  /** The extras carry create_user with the user and a session token (spec section 3). */
  const createUser: QuestionHandler = async ({
    trx,
    now,
    registration,
    answers,
    value,
    question,
    locale,
  }) => {
    // An answer that missed the prepare phase (the group moved under a concurrent answer) is
    // asked again: nothing is hashed while the transaction holds its connection.
    if (!(value instanceof PreparedPassword)) {
      return { error: flowError(question.name, 'ERR_INVALID_STATE', SEND_AGAIN) };
    }
    const passwordHash = value.hash;
    const email = typeof answers.set_user_email === 'string' ? answers.set_user_email : null;
    let userId = registration.user_id;
    if (userId) {
      // A pre-registered (invited) person already has a user: the password completes it.
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', userId)
        .execute();
    } else {
      // Another registration may have created a user with this email since it was answered
      // (emails are checked, not reserved, at their question): the unique index decides, and
      // the loser goes back to the email question with the duplicate-email text.
      const inserted = await trx
        .insertInto('users')
        .values({
          id: newId('usr'),
          family_uid: newId('fam'),
          role: registration.role,
          phone_number: registration.phone_number,
          email,
          password_hash: passwordHash,
          // A teen's date of birth is asked before the account exists (child_first_flow_1).
          ...(typeof answers.set_date_of_birth === 'string'
            ? { profile: { dob: answers.set_date_of_birth } }
            : {}),
          next_register_step: 'register',
          wallet_id: newId('wal'),
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        if (email && (await emailTaken(trx, email))) {
          return { sendBack: refuse('set_user_email', 'ERR_EMAIL_TAKEN').error };
        }
        return refuse(question.name, 'ERR_PHONE_TAKEN');
      }
      userId = inserted.id;
      if (email)
        await sendEmailVerification(trx, {
          userId,
          email,
          now,
          publicBaseUrl: deps.publicBaseUrl,
          locale: locale,
        });
    }
    const user = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const token = await signSession(deps.tokens, user);
    return { userId, extras: [{ action: 'create_user', user: presentUser(user), token }] };
  };
  createUser.prepare = preparePassword;

  return {
    email: async ({ trx, value, question }) => {
      const email = typeof value === 'string' ? value.trim() : '';
      if (!isEmail(email)) return refuse(question.name, 'ERR_INVALID_EMAIL');
      if (await emailTaken(trx, email)) return refuse(question.name, 'ERR_EMAIL_TAKEN');
      return { keep: email };
    },
    password: createUser,
    password_and_confirm: createUser,
  };
}
