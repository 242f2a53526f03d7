import type { Locale } from '../../../vocabulary/locales';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { SERVER_ANSWERS_EN } from '../../../vocabulary/messages/server-answers.en';
import { afterResponse } from '../background';
import { verifyPassword } from '../passwords';
import { parseResetLink } from '../reset-tokens';
import { signSession } from '../sessions';
import { findUser, findUserByPhone, loadUserView } from '../users';
import { type SandboxDeps, ServiceError } from './deps';

// Spec section 8 gives the deactivated text; the failed-login text is one for every cause.
const DEACTIVATED_MESSAGE = ERROR_MESSAGES.deactivated;
const LOGIN_FAILED_MESSAGE = SERVER_ANSWERS_EN.ERR_LOGIN_FAILED;
/** @internal */
export const FORGOT_MESSAGE =
  'If that email belongs to an account, we sent a link to reset the password.';

/**
 * Login by phone and password. An unknown number and a wrong password get the same status,
 * code and words, and take as long: the password is checked against a dummy hash.
 */
export async function login(deps: SandboxDeps, input: { phoneNumber: string; password: string }) {
  const user = await findUserByPhone(deps.db, input.phoneNumber);
  const hash = user?.password_hash ?? (await deps.dummyPasswordHash);
  const matches = await verifyPassword(input.password, hash);
  if (!user?.password_hash || !matches) {
    throw new ServiceError(401, 'ERR_UNAUTHORIZED', LOGIN_FAILED_MESSAGE);
  }
  if (user.status === 'deactivated')
    throw new ServiceError(403, 'ERR_DEACTIVATED', DEACTIVATED_MESSAGE);
  const token = await signSession(deps.tokens, user);
  const view = await loadUserView(deps.db, user.id);
  return {
    token,
    user: view,
    action: user.next_register_step,
    nextRegisterStep: user.next_register_step,
  };
}

/**
 * Same answer, and the same path to it, whether or not the email is known: the lookup and the
 * email happen after the answer has gone, so neither its words nor its timing tell.
 */
export function forgotPassword(deps: SandboxDeps, email: string, locale: Locale) {
  afterResponse(
    () => deps.resetTokens.requestReset(email, locale),
    (error) => deps.logger.error({ err: error }, 'reset email not sent'),
  );
  return { message: FORGOT_MESSAGE };
}

export async function resetPassword(
  deps: SandboxDeps,
  input: { userId: string; token: string; newPassword: string; verifyPassword?: string },
) {
  const result = await deps.resetTokens.resetPassword(input);
  if (!result.ok)
    throw new ServiceError(
      result.code === 'ERR_INVALID_RESET_TOKEN' ? 410 : 400,
      result.code,
      result.message,
    );
  // A reset never signs anyone in: the next step is login (spec section 4), for the number
  // the account has, so a link opened in a new tab or browser can go straight there. The
  // link's holder has just proven the account's email.
  const user = await findUser(deps.db, input.userId);
  // The link's holder has proven the account's email: a lock on its password login ends.
  if (user?.phone_number) await deps.loginThrottle.clear(user.phone_number);
  return { action: 'login', ...(user?.phone_number ? { phoneNumber: user.phone_number } : {}) };
}

/** Identity service variants: the reset link itself is sent as `url`. */
export async function resetPasswordByUrl(
  deps: SandboxDeps,
  input: { url: string; password: string },
) {
  const link = parseResetLink(input.url);
  if (!link)
    throw new ServiceError(
      410,
      'ERR_INVALID_RESET_TOKEN',
      SERVER_ANSWERS_EN.ERR_INVALID_RESET_TOKEN,
    );
  try {
    return await resetPassword(deps, {
      userId: link.userId,
      token: link.token,
      newPassword: input.password,
    });
  } catch (error) {
    // The client redirects on any failure of this variant except a 422 (spec section 4), so a
    // password the rules refuse answers 422: the person stays to choose another.
    if (error instanceof ServiceError && error.status === 400) {
      throw new ServiceError(422, error.code, error.message);
    }
    throw error;
  }
}

export async function validateResetUrl(deps: SandboxDeps, url: string) {
  const link = parseResetLink(url);
  if (!link || !(await deps.resetTokens.isValid(link.userId, link.token))) {
    throw new ServiceError(
      410,
      'ERR_INVALID_RESET_TOKEN',
      SERVER_ANSWERS_EN.ERR_INVALID_RESET_TOKEN,
    );
  }
  return { valid: true, userId: link.userId };
}
