import { type Sentence, wordsOf } from '../../vocabulary/messages/sentence';
import type { ViewInput } from './view-input';

/** A step's errors, split as its screen shows them. */
export type SplitErrors<
  FieldError extends Sentence = string,
  FormError extends Sentence = string,
> = {
  /** A refusal about no single field: the error summary above the form. */
  formError: FormError | undefined;
  /** Refusals about one field (the server's, or the page's own checks), by field name. */
  fieldErrors: Record<string, FieldError>;
};

/**
 * What a step's screen words: the checks' words only (found in the page's language by their
 * English words); 'sentences', where a check at a field may say its limit (a MessageRef the
 * screen words with useSentence) while the summary above the form, which the first screen's
 * question page draws, shows words; or 'summarySentences', where the screen words the summary's
 * refusal too (the code step's waits).
 */
export type FieldErrorKind = 'words' | 'sentences' | 'summarySentences';

/**
 * The errors of a step, split as its screen shows them (question groups add their frame in
 * groupFrame): the page's own checks win over the server's last refusal (they are newer); a server code
 * listed in fieldCodes belongs to that field, any other refusal to the form. A sentence a
 * screen cannot word shows as its id (wordsOf), which its stories catch, rather than vanish.
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
  kind: 'sentences',
): SplitErrors<Sentence>;
export function splitErrors(
  input: ViewInput,
  step: string,
  fieldCodes: Readonly<Record<string, string>>,
  kind: FieldErrorKind,
): SplitErrors<Sentence, Sentence>;
export function splitErrors(
  input: ViewInput,
  step: string,
  fieldCodes: Readonly<Record<string, string>> = {},
  kind: FieldErrorKind = 'words',
): SplitErrors<Sentence, Sentence> {
  const atField = (error: Sentence) => (kind === 'words' ? wordsOf(error) : error);
  const atForm = (error: Sentence) => (kind === 'summarySentences' ? error : wordsOf(error));
  const own = input.form.errors[step];
  if (own && Object.keys(own).length > 0) {
    const shown = Object.entries(own).map(([field, error]) => [field, atField(error)]);
    return { formError: undefined, fieldErrors: Object.fromEntries(shown) };
  }
  const { error, errorCode } = input.registration;
  if (!error) return { formError: undefined, fieldErrors: {} };
  const field = errorCode ? fieldCodes[errorCode] : undefined;
  return field
    ? { formError: undefined, fieldErrors: { [field]: atField(error) as Sentence } }
    : { formError: atForm(error), fieldErrors: {} };
}
