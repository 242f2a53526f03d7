import { sql } from 'kysely';
import { isOldEnough } from '../../../flows/rules/age';
import { ERROR_CODES } from '../../../flows/rules/error-codes';
import { DEFAULT_PLAN } from '../../../flows/rules/prices';
import { resolveCreditWaitlist } from '../../../flows/rules/toggles';
import type { Locale } from '../../../vocabulary/locales';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import type { Registration, Role } from '../../db/schema';
import { metrics } from '../../metrics/registry';
import { ageOn } from '../answer-rules';
import { CHILD_FIRST_FLOW, CREDIT_WAITLIST_FLOWS, DEFAULT_FLOW, FLOWS } from '../flows/definitions';
import { answerFlow, describeRegistration, type FlowAnswer } from '../flows/engine';
import { resolveWithAnswer } from '../flows/resolve';
import { forgetUnderAge } from '../forget-under-age';
import { ANSWER_MESSAGES } from '../handlers/common';
import type { InvitationBudget } from '../invitation-budget';
import { planRecord } from '../plans';
import { newId, newReference } from '../secrets';
import { epochClaim, signSession, tokenEpoch, verifySession } from '../sessions';
import { findUser, findUserByPhone, loadUserView } from '../users';
import { checkApproverInvitation } from './approver-invitation';
import { type SandboxDeps, ServiceError, TOKEN_LIFETIME } from './deps';
import { registrationSummary } from './registration-summary';

export const SESSION_EXPIRED = ERROR_MESSAGES.sessionExpired;

/** The full answer response of spec section 3, with the tokens the client keeps. */
export type AnswerResponse = Omit<FlowAnswer, 'userId'> & {
  registrationToken: string | null;
  userJWT: string | null;
};

/**
 * The tokens of an answer response. Both carry the user's session epoch, so a password reset
 * ends them. New tokens only while the registration is open: once it is complete the person
 * logs in, and a registration token must neither mint sessions nor renew itself for ever (the
 * one the client holds still reads the answers until it expires).
 */
async function respond(
  deps: SandboxDeps,
  registration: Registration,
  answer: FlowAnswer,
): Promise<AnswerResponse> {
  const { userId, ...rest } = answer;
  if (registration.completed_at) return { ...rest, registrationToken: null, userJWT: null };
  const user = userId ? await findUser(deps.db, userId) : undefined;
  const registrationToken = await deps.tokens.sign(
    { sub: registration.id, purpose: 'registration', ...epochClaim(user?.session_epoch ?? 0) },
    TOKEN_LIFETIME.registration,
  );
  const userJWT = user ? await signSession(deps.tokens, user) : null;
  return { ...rest, registrationToken, userJWT };
}

export async function registrationFromToken(
  deps: SandboxDeps,
  token: string | undefined,
): Promise<Registration> {
  const claims = token ? await deps.tokens.verify(token, 'registration') : undefined;
  const found = claims
    ? await deps.db
        .selectFrom('registrations')
        .leftJoin('users', 'users.id', 'registrations.user_id')
        .selectAll('registrations')
        .select('users.session_epoch')
        .where('registrations.id', '=', claims.sub)
        .executeTakeFirst()
    : undefined;
  // A token issued before the user's last password reset is refused like an expired one.
  if (!claims || !found || (found.session_epoch ?? 0) !== tokenEpoch(claims)) {
    throw new ServiceError(401, 'ERR_UNAUTHORIZED', SESSION_EXPIRED);
  }
  const { session_epoch: _epoch, ...tokenRegistration } = found;
  // A duplicate closed by migration 003 resumes the registration it was merged into.
  const registration = tokenRegistration.superseded_by
    ? await deps.db
        .selectFrom('registrations')
        .selectAll()
        .where('id', '=', tokenRegistration.superseded_by)
        .executeTakeFirst()
    : tokenRegistration;
  if (!registration) throw new ServiceError(401, 'ERR_UNAUTHORIZED', SESSION_EXPIRED);
  return registration;
}

/** The phone an access token (after a PIN) or a session token (after login) stands for. */
async function phoneFromToken(deps: SandboxDeps, token: string): Promise<string> {
  const access = await deps.tokens.verify(token, 'access');
  if (access) return access.sub;
  const user = await verifySession(deps, token);
  if (!user?.phone_number) throw new ServiceError(401, 'ERR_UNAUTHORIZED', SESSION_EXPIRED);
  return user.phone_number;
}

/** The registration under way for a phone: at most one, by the unique index of migration 003. */
function openRegistration(deps: SandboxDeps, phoneNumber: string) {
  return deps.db
    .selectFrom('registrations')
    .selectAll()
    .where('phone_number', '=', phoneNumber)
    .where('completed_at', 'is', null)
    .where('superseded_by', 'is', null)
    .executeTakeFirst();
}

/**
 * Starts a registration for the phone proven by the access token, or resumes the one already
 * under way for it (same flow, same step), so a reload or a server restart loses nothing.
 * Concurrent calls (a double click, two tabs, two instances) meet at the database's unique
 * index of open registrations per phone: one inserts, the others resume what it inserted.
 */
export async function initialize(
  deps: SandboxDeps,
  input: {
    accessToken: string;
    role?: Role | undefined;
    plan?: string | undefined;
    flowId?: string | undefined;
    authToken?: string | undefined;
    dob?: string | undefined;
  },
): Promise<AnswerResponse> {
  const phoneNumber = await phoneFromToken(deps, input.accessToken);
  const existing = await openRegistration(deps, phoneNumber);
  if (existing) {
    // A date given again is checked again: a younger one ends what was begun.
    if (existing.flow_id === CHILD_FIRST_FLOW && input.dob !== undefined) {
      await checkTeenAge(deps, phoneNumber, input.dob, deps.clock.now());
    }
    return respond(deps, existing, describeRegistration(existing));
  }

  const user = await findUserByPhone(deps.db, phoneNumber);
  if (user?.next_register_step === 'complete')
    throw new ServiceError(
      409,
      'ERR_ALREADY_REGISTERED',
      'This phone number is already registered. Please log in.',
    );
  const role: Role = user?.role ?? input.role ?? 'parent';
  const toggles = await deps.toggles();
  if (role === 'approver') await checkApproverInvitation(deps, user?.id, input.authToken, toggles);
  const flowId =
    input.flowId && FLOWS[input.flowId]?.role === role
      ? input.flowId
      : role === 'child' && !user
        ? CHILD_FIRST_FLOW
        : role === 'parent' && resolveCreditWaitlist(toggles.creditWaitlist).enabled
          ? CREDIT_WAITLIST_FLOWS[0]!
          : DEFAULT_FLOW[role];
  const now = deps.clock.now();
  if (flowId === CHILD_FIRST_FLOW) await checkTeenAge(deps, phoneNumber, input.dob, now);
  const inserted = await deps.db
    .insertInto('registrations')
    .values({
      id: newId('reg'),
      user_id: user?.id ?? null,
      phone_number: phoneNumber,
      role,
      flow_id: flowId,
      answers: {
        ...(input.plan ? { preselectedPlan: input.plan } : {}),
        // A teen's own date of birth came before the code (spec section 4, "Date of birth").
        ...(flowId === CHILD_FIRST_FLOW ? { set_date_of_birth: input.dob } : {}),
      },
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .column('phone_number')
        .where('completed_at', 'is', null)
        .where('superseded_by', 'is', null)
        .doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  // Nothing inserted: a concurrent call's registration committed first, and it is the one.
  const registration = inserted ?? (await openRegistration(deps, phoneNumber));
  if (inserted) metrics.registrationStarted(flowId);
  if (!registration) {
    // It completed in between: only a finished registration can get there.
    throw new ServiceError(
      409,
      'ERR_ALREADY_REGISTERED',
      'This phone number is already registered. Please log in.',
    );
  }
  const described = describeRegistration(registration);
  if (inserted) metrics.stepReached(described.flowId, described.groupName);
  return respond(deps, registration, described);
}

/**
 * A teen signing up alone gives their date of birth with initialise, and must be 13 (spec
 * sections 1 and 5). The page never sends a younger one; a caller that does is refused, and
 * what the number left here (its codes, their outbox copies) is erased (COPPA).
 */
async function checkTeenAge(
  deps: SandboxDeps,
  phoneNumber: string,
  dob: string | undefined,
  now: Date,
): Promise<void> {
  const age = ageOn(dob, now);
  if (age === undefined) {
    throw new ServiceError(422, 'ERR_INVALID_DOB', ANSWER_MESSAGES.ERR_INVALID_DOB);
  }
  if (isOldEnough(age)) return;
  await forgetUnderAge(deps.db, phoneNumber);
  throw new ServiceError(422, ERROR_CODES.childAge, ANSWER_MESSAGES.ERR_CHILD_AGE);
}

export async function answer(
  deps: SandboxDeps,
  token: string | undefined,
  answers: Record<string, unknown>,
  asked: {
    resolvesErrorId?: string | undefined;
    invitationBudget?: InvitationBudget;
    locale?: Locale;
  } = {},
) {
  const { resolvesErrorId, invitationBudget, locale } = asked;
  const registration = await registrationFromToken(deps, token);
  if (registration.completed_at)
    throw new ServiceError(409, 'ERR_ALREADY_REGISTERED', 'This registration is already complete.');
  const input = {
    db: deps.db,
    clock: deps.clock,
    registrationId: registration.id,
    answers,
    handlers: deps.handlers,
    invitationBudget,
    locale,
  };
  const result = resolvesErrorId
    ? await resolveWithAnswer({ ...input, resolvesErrorId })
    : await answerFlow(input);
  const saved = await deps.db
    .selectFrom('registrations')
    .selectAll()
    .where('id', '=', registration.id)
    .executeTakeFirstOrThrow();
  // The funnel: a step counts as reached when an answer was taken and the flow moved to it.
  if (result.errors.length === 0) metrics.stepReached(result.flowId, result.groupName);
  return respond(deps, saved, result);
}

export async function currentAnswers(deps: SandboxDeps, token: string | undefined) {
  const registration = await registrationFromToken(deps, token);
  return respond(deps, registration, describeRegistration(registration));
}

/** POST /complete: only when the flow has reached its complete step. */
export async function complete(deps: SandboxDeps, token: string | undefined) {
  const registration = await registrationFromToken(deps, token);
  const described = describeRegistration(registration);
  const atComplete = described.nextQuestions.some((question) => question.name === 'complete');
  if (!atComplete || !registration.user_id || described.errors.length > 0) {
    throw new ServiceError(409, 'ERR_INVALID_STATE', 'Please finish the earlier steps first.');
  }
  const now = deps.clock.now();
  // An approver joins a family as a placeholder account: their sign-up ends at
  // complete_placeholder, which the page counts as complete under approverPlaceholderComplete.
  const nextRegisterStep =
    registration.role === 'child'
      ? 'complete_child'
      : registration.role === 'approver'
        ? 'complete_placeholder'
        : 'complete';
  const completed = await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('pricing_plan')
      .where('id', '=', registration.user_id!)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({
        next_register_step:
          nextRegisterStep === 'complete_placeholder' ? nextRegisterStep : 'complete',
        updated_at: now,
        ...(user.pricing_plan.current ? {} : { pricing_plan: planRecord(DEFAULT_PLAN, now) }),
      })
      .where('id', '=', registration.user_id!)
      .execute();
    // A second complete (a double press, a retry) keeps the first one's reference.
    return trx
      .updateTable('registrations')
      .set({
        completed_at: now,
        updated_at: now,
        reference: sql<string>`coalesce(reference, ${newReference()})`,
      })
      .where('id', '=', registration.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  metrics.registrationCompleted(registration.flow_id);
  const user = await loadUserView(deps.db, registration.user_id);
  return {
    ...(await respond(deps, completed, { ...described, extras: [] })),
    nextRegisterStep,
    user,
    completeUser: true,
    summary: await registrationSummary(deps, completed),
  };
}

export async function hasRegistration(deps: SandboxDeps, phoneNumber: string) {
  const user = await findUserByPhone(deps.db, phoneNumber);
  const open = await deps.db
    .selectFrom('registrations')
    .select('id')
    .where('phone_number', '=', phoneNumber)
    .executeTakeFirst();
  return { legacy: Boolean(user?.password_hash) || Boolean(open), nextGen: false };
}

export async function resolveError(deps: SandboxDeps, token: string | undefined, errorId: string) {
  const registration = await registrationFromToken(deps, token);
  const state = registration.state as { unresolvedErrors?: Array<{ id?: string }> };
  const unresolvedErrors = (state.unresolvedErrors ?? []).filter((error) => error.id !== errorId);
  const saved = await deps.db
    .updateTable('registrations')
    .set({ state: { ...registration.state, unresolvedErrors }, updated_at: deps.clock.now() })
    .where('id', '=', registration.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return respond(deps, saved, describeRegistration(saved));
}
