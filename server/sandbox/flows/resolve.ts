import { DEFAULT_LOCALE, type Locale } from '../../../vocabulary/locales';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import type { InvitationBudget } from '../invitation-budget';
import { shapeAnswers } from './answer-shapes';
import {
  describeRegistration,
  type FlowAnswer,
  flowError,
  flowOf,
  readRegistration,
} from './engine';
import type { FlowError, QuestionHandler } from './types';

const UNKNOWN_ERROR = 'That problem is already resolved or does not exist.';

/**
 * Answers an earlier question again to resolve its unresolved error (POST /answer with
 * resolvesErrorId). Only the question the error names may be answered; the current step stays.
 */
export async function resolveWithAnswer(deps: {
  db: Db;
  clock: Clock;
  registrationId: string;
  resolvesErrorId: string;
  answers: Record<string, unknown>;
  handlers: Partial<Record<string, QuestionHandler>>;
  invitationBudget?: InvitationBudget | undefined;
  locale?: Locale | undefined;
}): Promise<FlowAnswer> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const registration = await readRegistration(trx, deps.registrationId, true);
      const state = { ...registration.state } as { unresolvedErrors?: FlowError[] } & Record<
        string,
        unknown
      >;
      const open = state.unresolvedErrors ?? [];
      const target = open.find((error) => error.id === deps.resolvesErrorId);
      const question = target
        ? flowOf(registration)
            .groups.flatMap((group) => group.questions)
            .find((candidate) => candidate.name === target.action)
        : undefined;
      const names = Object.keys(deps.answers);
      if (!target || !question || names.length !== 1 || names[0] !== question.name) {
        const action = target?.action ?? names[0] ?? 'resolvesErrorId';
        return describeRegistration(registration, {
          errors: [flowError(action, 'ERR_INVALID_STATE', UNKNOWN_ERROR)],
        });
      }
      // The same shape check as a flow answer: a handler never converts a value of another shape.
      const value = shapeAnswers([question], deps.answers)[question.name];
      const handler = deps.handlers[question.name] ?? deps.handlers[question.kind];
      const now = deps.clock.now();
      const outcome = handler
        ? await handler({
            trx,
            now,
            registration,
            state,
            question,
            value,
            answers: registration.answers,
            invitationBudget: deps.invitationBudget,
            locale: deps.locale ?? DEFAULT_LOCALE,
          })
        : { keep: value };
      if (outcome.error) {
        // Nothing the handler wrote may stay: a refused answer changes nothing.
        throw new RefusedResolution(outcome.error);
      }
      state.unresolvedErrors = [
        ...open.filter((error) => error.id !== target.id),
        ...(outcome.unresolved ? [outcome.unresolved] : []),
      ];
      const saved = await trx
        .updateTable('registrations')
        .set({
          answers: {
            ...registration.answers,
            ...(outcome.keep === undefined ? {} : { [question.name]: outcome.keep }),
          },
          state,
          updated_at: now,
        })
        .where('id', '=', registration.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return describeRegistration(saved, { extras: outcome.extras ?? [] });
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof RefusedResolution)) throw error;
      const registration = await readRegistration(deps.db, deps.registrationId);
      return describeRegistration(registration, { errors: [error.flowError] });
    });
}

class RefusedResolution extends Error {
  constructor(readonly flowError: FlowError) {
    super('resolution refused');
  }
}
