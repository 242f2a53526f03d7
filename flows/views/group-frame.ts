import { groupProgress } from '../steps/register/question-flow';
import { type SplitErrors, splitErrors } from './split-errors';
import type { ViewInput } from './view-input';

/** What every question page of the register step shows around its question. */
export type GroupFrame = SplitErrors & {
  progress: { current: number; total: number } | undefined;
  loading: boolean;
};

/**
 * The frame of a question group: its progress, whether its answer is on the way, and the
 * errors split into form-level and field-level as on every other step (splitErrors).
 */
export function groupFrame(
  input: ViewInput,
  step: string,
  fieldCodes: Readonly<Record<string, string>> = {},
): GroupFrame {
  const { registration } = input;
  return {
    progress: groupProgress(registration.groupId, registration.totalGroupsInFlow),
    loading: Boolean(registration.loadingFlags.answer),
    ...splitErrors(input, step, fieldCodes),
  };
}
