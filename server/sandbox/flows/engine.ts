import { isOneWayGroup } from '../../../flows/rules/one-way';
import { DEFAULT_LOCALE, type Locale } from '../../../vocabulary/locales';
import type { Db } from '../../db/database';
import type { Registration } from '../../db/schema';
import type { Clock } from '../clock';
import type { InvitationBudget } from '../invitation-budget';
import { shapeAnswers } from './answer-shapes';
import { FLOWS } from './definitions';
import type {
  Extra,
  FlowDefinition,
  FlowError,
  HandlerOutcome,
  Question,
  QuestionGroup,
  QuestionHandler,
} from './types';

/** Spec section 3's answer response, less the tokens the route adds. */
export type FlowAnswer = {
  nextQuestions: Question[];
  flowId: string;
  /** The group's position in the flow, from 1, as a string: "groupId of totalGroupsInFlow". */
  groupId: string;
  /** The sandbox's own name for the group (account_email...), for people reading responses. */
  groupName: string;
  totalGroupsInFlow: number;
  errors: FlowError[];
  unresolvedErrors: FlowError[];
  extras: Extra[];
  prefilled: Record<string, unknown>;
  needsVerification: boolean;
  userId: string | null;
};

type FlowState = {
  pendingGroup?: QuestionGroup;
  unresolvedErrors?: FlowError[];
  needsVerification?: boolean;
  halted?: FlowError;
  /**
   * The first group an answer may return to: the one after the last one-way group answered
   * (flows/rules/one-way). Groups from here to the current one may be answered again.
   */
  checkpoint?: number;
};

export const flowError = (action: string, code: string, message: string): FlowError => ({
  action,
  code,
  message,
  errorMessage: message,
});

const REQUIRED = 'Please answer this question.';
const NOT_YET = 'That step is not available yet. Please answer the current question first.';
const SETTLED = 'That answer can no longer be changed. Please answer the current question.';

class Refused extends Error {
  constructor(readonly errors: FlowError[]) {
    super('answer refused');
  }
}

class SentBack extends Error {
  constructor(readonly error: FlowError) {
    super('answer sent back');
  }
}

export function flowOf(registration: Pick<Registration, 'flow_id'>): FlowDefinition {
  const flow = FLOWS[registration.flow_id];
  if (!flow) throw new Error(`Unknown flow ${registration.flow_id}`);
  return flow;
}

function currentGroup(registration: Registration): QuestionGroup {
  const flow = flowOf(registration);
  const state = registration.state as FlowState;
  const last = flow.groups[flow.groups.length - 1]!;
  return state.pendingGroup ?? flow.groups[registration.group_index] ?? last;
}

/** The answer response for where a registration stands now (initialise, GET /answers, resume). */
export function describeRegistration(
  registration: Registration,
  extra: Partial<FlowAnswer> = {},
): FlowAnswer {
  const flow = flowOf(registration);
  const state = registration.state as FlowState;
  const group = currentGroup(registration);
  return {
    nextQuestions: group.questions,
    flowId: flow.flowId,
    // Inserted groups (knowledge questions) stand at the position of the group they belong to.
    groupId: String(Math.min(registration.group_index + 1, flow.groups.length)),
    groupName: group.groupId,
    totalGroupsInFlow: flow.groups.length,
    errors: state.halted ? [state.halted] : [],
    unresolvedErrors: state.unresolvedErrors ?? [],
    extras: [],
    prefilled: registration.answers,
    needsVerification: state.needsVerification ?? false,
    userId: registration.user_id,
    ...extra,
  };
}

/**
 * A registration's row. Inside a step's transaction `lock` takes its row lock (FOR UPDATE), so
 * concurrent answers to one registration take turns.
 */
export function readRegistration(db: Db, id: string, lock = false): Promise<Registration> {
  const query = db.selectFrom('registrations').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

type Target = {
  group: QuestionGroup /** Its index when it is an earlier group of the flow. */;
  earlier?: number;
};

/**
 * The group the answers are for: the current one, or an earlier group of the flow the person
 * went back to (browser Back, docs/decisions/071), from the checkpoint on. Not while an
 * inserted group (knowledge questions) waits or the flow is halted: only the current one then.
 */
function targetGroup(registration: Registration, answers: Record<string, unknown>): Target {
  const group = currentGroup(registration);
  const names = Object.keys(answers);
  const fits = (candidate: QuestionGroup) =>
    names.every((name) => candidate.questions.some((question) => question.name === name));
  const state = registration.state as FlowState;
  if (fits(group) || state.pendingGroup || state.halted) return { group };
  const groups = flowOf(registration).groups;
  for (let index = state.checkpoint ?? 0; index < registration.group_index; index++) {
    if (fits(groups[index]!)) return { group: groups[index]!, earlier: index };
  }
  return { group };
}

/** Answers to questions outside the target group, or required ones left out: refused. */
function groupProblems(
  registration: Registration,
  group: QuestionGroup,
  answers: Record<string, unknown>,
): FlowError[] {
  const asked = new Set<string>(group.questions.map((question) => question.name));
  const early = Object.keys(answers).filter((name) => !asked.has(name));
  if (early.length > 0) {
    // An answer to a group before the current one was settled by a one-way group since.
    const done = new Set<string>(
      flowOf(registration)
        .groups.slice(0, registration.group_index)
        .flatMap((earlier) => earlier.questions.map((question) => question.name)),
    );
    return early.map((name) =>
      flowError(name, 'ERR_INVALID_STATE', done.has(name) ? SETTLED : NOT_YET),
    );
  }
  return group.questions
    .filter(
      (question) =>
        !question.optional && question.kind !== 'complete' && answers[question.name] === undefined,
    )
    .map((question) => flowError(question.name, 'ERR_REQUIRED', REQUIRED));
}

type AnswerDeps = {
  db: Db;
  clock: Clock;
  registrationId: string;
  answers: Record<string, unknown>;
  handlers: Partial<Record<string, QuestionHandler>>;
  invitationBudget?: InvitationBudget | undefined;
  locale?: Locale | undefined;
};

/**
 * The prepare phase, before any transaction: cheap checks on the group as it stands, then each
 * answered question's preparer (password hashing). Returns the answers the handlers will see,
 * or the refusal. The step's transaction checks the group again under its lock; a handler
 * that needs a prepared value refuses a raw one, so nothing heavy ever runs inside it.
 */
async function prepareAnswers(
  deps: AnswerDeps,
): Promise<{ answers: Record<string, unknown> } | { refused: FlowError[] }> {
  const registration = await readRegistration(deps.db, deps.registrationId);
  if ((registration.state as FlowState).halted) return { answers: deps.answers };
  const { group } = targetGroup(registration, deps.answers);
  const problems = groupProblems(registration, group, deps.answers);
  if (problems.length > 0) return { refused: problems };
  // Shapes first: a preparer (the password hash) only ever sees a value of its kind's shape.
  const answers = shapeAnswers(group.questions, deps.answers);
  const refused: FlowError[] = [];
  for (const question of group.questions) {
    const prepare = (deps.handlers[question.name] ?? deps.handlers[question.kind])?.prepare;
    if (!prepare || answers[question.name] === undefined) continue;
    const prepared = await prepare({
      question,
      value: answers[question.name],
      registration,
      answers: { ...registration.answers, ...answers },
    });
    if ('error' in prepared) refused.push(prepared.error);
    else answers[question.name] = prepared.value;
  }
  return refused.length > 0 ? { refused } : { answers };
}

/**
 * Applies the answers to the registration's current group, or to an earlier group the person
 * went back to, in one transaction; an earlier group goes forward from there, the later
 * answers kept as prefilled. No step can be skipped, and nothing before the checkpoint can be
 * answered again; a refused answer leaves nothing changed.
 */
export async function answerFlow(deps: AnswerDeps): Promise<FlowAnswer> {
  try {
    const prepared = await prepareAnswers(deps);
    if ('refused' in prepared) throw new Refused(prepared.refused);
    return await deps.db.transaction().execute(async (trx) => {
      const registration = await readRegistration(trx, deps.registrationId, true);
      const state = { ...(registration.state as FlowState) } as FlowState & Record<string, unknown>;
      if (state.halted) return describeRegistration(registration);
      const { group, earlier } = targetGroup(registration, prepared.answers);
      const problems = groupProblems(registration, group, prepared.answers);
      if (problems.length > 0) throw new Refused(problems);

      const now = deps.clock.now();
      const answers = { ...registration.answers };
      const outcomes: HandlerOutcome[] = [];
      let userId = registration.user_id;
      for (const question of group.questions) {
        const value = prepared.answers[question.name];
        if (value === undefined) continue;
        const handler = deps.handlers[question.name] ?? deps.handlers[question.kind];
        const outcome = handler
          ? await handler({
              trx,
              now,
              registration: { ...registration, user_id: userId },
              state,
              question,
              value,
              answers,
              invitationBudget: deps.invitationBudget,
              locale: deps.locale ?? DEFAULT_LOCALE,
            })
          : { keep: value };
        outcomes.push(outcome);
        if (outcome.error) continue;
        if (outcome.userId) userId = outcome.userId;
        if (outcome.keep !== undefined) answers[question.name] = outcome.keep;
      }
      const errors = outcomes.flatMap((outcome) => (outcome.error ? [outcome.error] : []));
      if (errors.length > 0) throw new Refused(errors);
      const sendBack = outcomes.find((outcome) => outcome.sendBack)?.sendBack;
      if (sendBack) throw new SentBack(sendBack);

      const halt = outcomes.find((outcome) => outcome.halt)?.halt;
      const inserted = outcomes.find((outcome) => outcome.insertGroup)?.insertGroup;
      const fromFlow = state.pendingGroup === undefined;
      const stay = outcomes.some((outcome) => outcome.stay);
      if (halt) state.halted = halt;
      if (!stay || inserted) state.pendingGroup = inserted;
      if (outcomes.some((outcome) => outcome.needsVerification)) state.needsVerification = true;
      const unresolved = outcomes.flatMap((outcome) =>
        outcome.unresolved ? [outcome.unresolved] : [],
      );
      if (unresolved.length > 0) {
        const kept = (state.unresolvedErrors ?? []).filter(
          (error) => !unresolved.some((fresh) => fresh.action === error.action),
        );
        state.unresolvedErrors = [...kept, ...unresolved];
      }
      const at = earlier ?? registration.group_index;
      const groupIndex = fromFlow && !halt && !stay ? at + 1 : at;
      if (isOneWayGroup(group.questions) && !halt && !stay) state.checkpoint = groupIndex;
      const saved = await trx
        .updateTable('registrations')
        .set({
          answers,
          state: stripUndefined(state),
          group_index: Math.min(groupIndex, flowOf(registration).groups.length - 1),
          user_id: userId,
          updated_at: now,
        })
        .where('id', '=', registration.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return describeRegistration(saved, {
        extras: outcomes.flatMap((outcome) => outcome.extras ?? []),
        errors: halt
          ? [halt]
          : outcomes.flatMap((outcome) => (outcome.notice ? [outcome.notice] : [])),
      });
    });
  } catch (error) {
    if (error instanceof SentBack) return sendBack(deps, error.error);
    if (!(error instanceof Refused)) throw error;
    const registration = await readRegistration(deps.db, deps.registrationId);
    return describeRegistration(registration, { errors: error.errors });
  }
}

/** The step's writes are rolled back; the registration returns to the named question's group. */
async function sendBack(deps: AnswerDeps, error: FlowError): Promise<FlowAnswer> {
  return deps.db.transaction().execute(async (trx) => {
    const registration = await readRegistration(trx, deps.registrationId, true);
    const groupIndex = flowOf(registration).groups.findIndex((group) =>
      group.questions.some((question) => question.name === error.action),
    );
    if (groupIndex < 0 || groupIndex > registration.group_index) {
      return describeRegistration(registration, { errors: [error] });
    }
    const { pendingGroup: _dropped, ...state } = registration.state as FlowState;
    const saved = await trx
      .updateTable('registrations')
      .set({ group_index: groupIndex, state, updated_at: deps.clock.now() })
      .where('id', '=', registration.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return describeRegistration(saved, { errors: [error] });
  });
}

function stripUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));
}
