import { isEmail } from '../answer-rules';
import { sendEmailVerification } from '../email-verification';
import { flowError } from '../flows/engine';
import type { QuestionHandler } from '../flows/types';
import { hashPassword, PASSWORD_MESSAGES, passwordProblem } from '../passwords';
import { newId } from '../secrets';
import { presentUser } from '../users';
import { type HandlerDeps, refuse } from './common';

const SESSION_SECONDS = 60 * 60;

/** set_user_email, and set_user_password(_and_confirm), which creates the user. */
export function accountHandlers(deps: HandlerDeps): Record<string, QuestionHandler> {
  /** The extras carry create_user with the user and a session token (spec section 3). */
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
      // A pre-registered (invited) person already has a user: the password completes it.
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
      if (email)
        await sendEmailVerification(trx, { userId, email, now, publicBaseUrl: deps.publicBaseUrl });
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

  // set_user_password sends the password alone; set_user_password_and_confirm sends both.
  const setPassword: QuestionHandler = (context) =>
    createUser({
      ...context,
      value: typeof context.value === 'string' ? { password: context.value } : context.value,
    });

  return {
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
    password: setPassword,
    password_and_confirm: setPassword,
  };
}
