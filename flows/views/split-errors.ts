import { type Sentence, wordsOf } from '../../vocabulary/messages/sentence';
import type { ViewInput } from './view-input';

/** A step's errors, split as its screen shows them. */
export type SplitErrors<FieldError extends Sentence = string> = {
  /** A refusal about no single field: the error summary above the form. */
  formError: FieldError | undefined;
  /** Refusals about one field (the server's, or the page's own checks), by field name. */
  fieldErrors: Record<string, FieldError>;
};

/**
 * What a step's screen words at its fields: the checks' words only (found in the page's
 * language by their English words), or 'sentences', where a check may say its limit (a
 * MessageRef the screen words with useSentence).
 */
export type FieldErrorKind = 'words' | 'sentences';

/**
 * The errors of a step, split as its screen shows them (question groups add their frame in
 * groupFrame): the page's own checks win over the server's last refusal (they are newer); a server code
 * listed in fieldCodes belongs to that field, any other refusal to the form.
 */
export function splitErrors(
  input: ViewInput,
  step: string,
  fieldCodes?: Readonly<Record<string, string>>,
  kind?: 'words',
): SplitErrors;
export function splitErrors(
  input: ViewInput,
  step: string,
  fieldCodes: Readonly<Record<string, string>>,
  kind: FieldErrorKind,
): SplitErrors<Sentence>;
export function splitErrors(
  input: ViewInput,
  step: string,
  fieldCodes: Readonly<Record<string, string>> = {},
  kind: FieldErrorKind = 'words',
): SplitErrors<Sentence> {
  const own = input.form.errors[step];
  if (own && Object.keys(own).length > 0) {
    // A screen of words has no area to word a sentence in: its steps' checks never make one
    // (one that does shows as its id: wordsOf).
    const shown = Object.entries(own).map(([field, error]) => [
      field,
      kind === 'sentences' ? error : wordsOf(error),
    ]);
    return { formError: undefined, fieldErrors: Object.fromEntries(shown) };
  }
  const { errorCode } = input.registration;
  const error = kind === 'sentences' ? input.registration.error : wordsOf(input.registration.error);
  if (!error) return { formError: undefined, fieldErrors: {} };
  const field = errorCode ? fieldCodes[errorCode] : undefined;
  return field
    ? { formError: undefined, fieldErrors: { [field]: error } }
    : { formError: error, fieldErrors: {} };
}
