import type { Db } from '../../db/database';
import type { Registration } from '../../db/schema';
import type { Clock } from '../clock';
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
};

export const flowError = (action: string, code: string, message: string): FlowError => ({
  action,
  code,
  message,
  errorMessage: message,
});

const REQUIRED = 'Please answer this question.';
const NOT_YET = 'That step is not available yet. Please answer the current question first.';

class Refused extends Error {
  constructor(readonly errors: FlowError[]) {
    super('answer refused');
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
 * Applies the answers to the registration's current group, in one transaction. Only questions
 * of the current group are accepted, so no step can be skipped or taken out of order; a
 * refused answer leaves nothing changed.
 */
export async function answerFlow(deps: {
  db: Db;
  clock: Clock;
  registrationId: string;
  answers: Record<string, unknown>;
  handlers: Partial<Record<string, QuestionHandler>>;
}): Promise<FlowAnswer> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const registration = await trx
        .selectFrom('registrations')
        .selectAll()
        .where('id', '=', deps.registrationId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const state = { ...(registration.state as FlowState) } as FlowState & Record<string, unknown>;
      if (state.halted) return describeRegistration(registration);
      const group = currentGroup(registration);
      const asked = new Set(group.questions.map((question) => question.name));
      const early = Object.keys(deps.answers).filter((name) => !asked.has(name));
      if (early.length > 0) {
        throw new Refused(early.map((name) => flowError(name, 'ERR_INVALID_STATE', NOT_YET)));
      }
      const missing = group.questions.filter(
        (question) =>
          !question.optional &&
          question.kind !== 'complete' &&
          deps.answers[question.name] === undefined,
      );
      if (missing.length > 0) {
        throw new Refused(
          missing.map((question) => flowError(question.name, 'ERR_REQUIRED', REQUIRED)),
        );
      }

      const given = shapeAnswers(group.questions, deps.answers);
      const now = deps.clock.now();
      const answers = { ...registration.answers };
      const outcomes: HandlerOutcome[] = [];
      let userId = registration.user_id;
      for (const question of group.questions) {
        const value = given[question.name];
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
            })
          : { keep: value };
        outcomes.push(outcome);
        if (outcome.error) continue;
        if (outcome.userId) userId = outcome.userId;
        if (outcome.keep !== undefined) answers[question.name] = outcome.keep;
      }
      const errors = outcomes.flatMap((outcome) => (outcome.error ? [outcome.error] : []));
      if (errors.length > 0) throw new Refused(errors);

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
      const groupIndex =
        fromFlow && !halt && !stay ? registration.group_index + 1 : registration.group_index;
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
    if (!(error instanceof Refused)) throw error;
    const registration = await deps.db
      .selectFrom('registrations')
      .selectAll()
      .where('id', '=', deps.registrationId)
      .executeTakeFirstOrThrow();
    return describeRegistration(registration, { errors: error.errors });
  }
}

function stripUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));
}
