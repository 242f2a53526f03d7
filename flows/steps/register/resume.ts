import type { RegistrationState } from '../../model/registration-state';
import { isOneWayGroup } from '../../rules/one-way';
import type { StepChanges } from '../changes';

const place = (groupId: string | null | undefined) => Number(groupId ?? Number.NaN);

/**
 * A resume's changes (GET /answers after a reload; browser history, docs/decisions/071), except that a group the person went back
 * to, earlier in the same flow and not one-way, stays on the page: the server takes its
 * answer again and goes forward from there.
 */
export function keepEarlierGroup(
  changes: StepChanges,
  shown: Pick<RegistrationState, 'questions' | 'flowId' | 'groupId'>,
): StepChanges {
  const server = changes.registration;
  const earlier =
    server !== undefined &&
    shown.questions.length > 0 &&
    !isOneWayGroup(shown.questions) &&
    shown.flowId !== null &&
    shown.flowId === server.flowId &&
    place(shown.groupId) < place(server.groupId);
  if (!earlier) return changes;
  return {
    ...changes,
    registration: { ...server, questions: [...shown.questions], groupId: shown.groupId },
  };
}
