import type { Question } from '../model/entities';
import type { RegistrationState } from '../model/registration-state';
import type { UserState } from '../model/user-state';
import type { NextStep } from '../rules/next-steps';
import { isOneWayGroup } from '../rules/one-way';
import type { StepChanges } from './changes';
import { isRegisterStep, stepOf } from './registry';

/**
 * Browser history over the steps (GOV.UK question pages; docs/decisions/071). Each step and
 * each question group of the register step is one history entry; the entry's state holds
 * where it stands, never a token or an answer (the address never changes).
 */

/** A question group as an entry holds it: names and kinds only, no generated prompt. */
type GroupPosition = {
  flowId: string | null;
  groupId: string | null;
  totalGroupsInFlow: number | null;
  questions: Question[];
};

/**
 * opened: the form a group's choice opened within the group (the funding method's own form,
 * a draft's `chosen`), a page of its own for Back and Forward. page: a later page of the
 * group's own form (About you's address, a draft's `page`; docs/decisions/121), likewise.
 */
export type Position = { step: NextStep; group?: GroupPosition; opened?: string; page?: string };

/**
 * n counts entries from the page's first; barrier is the lowest n Back may return to from
 * here (what lies before it was settled: a used code, a created account, a finished sign-up).
 */
export type HistoryEntry = { n: number; barrier: number; position: Position };

type Source = {
  registration: Pick<RegistrationState, 'questions' | 'flowId' | 'groupId' | 'totalGroupsInFlow'>;
  user: Pick<UserState, 'nextRegStep'>;
  /** The page's drafts by form (formState.drafts): a group's choice may open a form. */
  drafts?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
};

/** The form a group's choice has opened (its question's draft's `chosen`), if any. */
export function openedIn(
  questions: readonly Pick<Question, 'name'>[],
  drafts: Source['drafts'] = {},
): string | undefined {
  for (const question of questions) {
    const chosen = drafts[question.name]?.chosen;
    if (typeof chosen === 'string' && chosen) return chosen;
  }
  return undefined;
}

/** The page of the group's form shown (its first question's draft's `page`), if not its first. */
export function pageIn(
  questions: readonly Pick<Question, 'name'>[],
  drafts: Source['drafts'] = {},
): string | undefined {
  const first = questions[0]?.name;
  const page = first ? drafts[first]?.page : undefined;
  return typeof page === 'string' && page ? page : undefined;
}

const bare = (question: Question): Question => ({
  name: question.name,
  ...(question.kind === undefined ? {} : { kind: question.kind }),
  ...(question.optional === undefined ? {} : { optional: question.optional }),
});

/**
 * Where the page stands, or null while there is no page to record (the register step before
 * its first group has arrived).
 */
export function positionOf({ registration, user, drafts }: Source): Position | null {
  const step = user.nextRegStep ?? 'phone';
  if (!isRegisterStep(step)) return { step };
  if (registration.questions.length === 0) return null;
  const opened = openedIn(registration.questions, drafts);
  const page = pageIn(registration.questions, drafts);
  return {
    step,
    group: {
      flowId: registration.flowId,
      groupId: registration.groupId,
      totalGroupsInFlow: registration.totalGroupsInFlow,
      questions: registration.questions.map(bare),
    },
    ...(opened ? { opened } : {}),
    ...(page ? { page } : {}),
  };
}

const groupKey = (group: GroupPosition) =>
  `${group.flowId}:${group.groupId}:${group.questions.map((question) => question.name).join(',')}`;

export function samePosition(a: Position, b: Position): boolean {
  if (a.group || b.group)
    return (
      Boolean(a.group && b.group) &&
      groupKey(a.group!) === groupKey(b.group!) &&
      a.opened === b.opened &&
      a.page === b.page
    );
  return a.step === b.step;
}

const oneWay = (position: Position) =>
  position.group
    ? isOneWayGroup(position.group.questions)
    : stepOf(position.step)?.history === 'oneWay';

/** The entry for a page reached by going forward from `from` (null: the page's first). */
export function nextEntry(from: HistoryEntry | null, position: Position): HistoryEntry {
  const n = from ? from.n + 1 : 0;
  // A form opened within the group (or closed again) answers nothing: the way back stays.
  const withinGroup =
    from?.position.group !== undefined &&
    position.group !== undefined &&
    groupKey(from.position.group) === groupKey(position.group);
  const closed =
    !from || stepOf(position.step)?.history === 'fresh' || (!withinGroup && oneWay(from.position));
  return { n, barrier: closed ? n : from.barrier, position };
}

/** Whether Back or Forward from `current` may show `target`'s page again. */
export function mayReturn(current: HistoryEntry, target: HistoryEntry): boolean {
  return target.n >= current.barrier;
}

/** What a refused entry becomes: the page that stays, with no way back past it. */
export const stayEntry = (current: HistoryEntry, target: HistoryEntry): HistoryEntry => ({
  n: target.n,
  barrier: target.n,
  position: current.position,
});

/** An entry read back from history.state (another page's, or an older shape, is ignored). */
export function readEntry(state: unknown): HistoryEntry | null {
  const entry = (state as { webreg?: unknown } | null)?.webreg as Partial<HistoryEntry> | undefined;
  if (!entry || typeof entry !== 'object') return null;
  const { n, barrier, position } = entry;
  if (typeof n !== 'number' || typeof barrier !== 'number') return null;
  if (!position || typeof position.step !== 'string') return null;
  if (position.group && !Array.isArray(position.group.questions)) return null;
  if (position.opened !== undefined && typeof position.opened !== 'string') return null;
  if (position.page !== undefined && typeof position.page !== 'string') return null;
  return { n, barrier, position };
}

/** The history.state of an entry, beside whatever else the page keeps there. */
export const entryState = (entry: HistoryEntry, state: unknown): Record<string, unknown> => ({
  ...(state && typeof state === 'object' ? state : {}),
  webreg: entry,
});

/**
 * The changes that show an entry's page again: its step and, for a question group, the group
 * as the entry holds it, with no error of the page left since. A copy: valtio makes what it is
 * given its own, and the entry must stay cloneable.
 */
export function shownAgain(position: Position): StepChanges {
  const { group } = position;
  return {
    registration: {
      error: null,
      errorCode: null,
      ...(group
        ? {
            questions: structuredClone(group.questions),
            flowId: group.flowId,
            groupId: group.groupId,
            totalGroupsInFlow: group.totalGroupsInFlow,
          }
        : {}),
    },
    user: { nextRegStep: position.step },
  };
}
