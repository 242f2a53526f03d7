import type { Sentence } from '../../vocabulary/messages/sentence';
import { type FieldErrorKind, type SplitErrors, splitErrors } from './split-errors';
import type { ViewInput } from './view-input';

/** What every question page of the register step shows around its question. */
export type GroupFrame<
  FieldError extends Sentence = string,
  FormError extends Sentence = string,
> = SplitErrors<FieldError, FormError> & {
  loading: boolean;
};

/**
 * The frame of a question group: whether its answer is on the way, and the errors split into
 * form-level and field-level as on every other step (splitErrors, words or sentences). No
 * count of groups: the page's section comes from the step registry (docs/decisions/108).
 */
export function groupFrame(
  input: ViewInput,
  step: string,
  fieldCodes?: Readonly<Record<string, string>>,
  kind?: 'words',
): GroupFrame;
export function groupFrame(
  input: ViewInput,
  step: string,
  fieldCodes: Readonly<Record<string, string>>,
  kind: 'sentences',
): GroupFrame<Sentence>;
export function groupFrame(
  input: ViewInput,
  step: string,
  fieldCodes: Readonly<Record<string, string>> = {},
  kind: Exclude<FieldErrorKind, 'summarySentences'> = 'words',
): GroupFrame<Sentence, Sentence> {
  const { registration } = input;
  return {
    loading: Boolean(registration.loadingFlags.answer),
    ...splitErrors(input, step, fieldCodes, kind),
  };
}
