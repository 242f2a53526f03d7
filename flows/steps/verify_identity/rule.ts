import type { QuestionName } from '../../../vocabulary/question-names';
import { ssnError } from '../../rules/identity';
import { type FormPrepare, outcome } from '../form-outcome';

/** The form of the identity group, by its question. */
export const IDENTITY_FORM = 'verify_identity' satisfies QuestionName;

/** The number as typed (digits only: the screen drops the rest). */
export const ssnOf = (draft: Readonly<Record<string, unknown>>): string =>
  typeof draft.ssn === 'string' ? draft.ssn : '';

/**
 * Continue: a full number the Social Security Administration could have issued (the server
 * checks again), sent under the group's question as { ssn }.
 */
export const identityAnswer: FormPrepare = (draft, { registration }) => {
  const ssn = ssnOf(draft);
  const question = registration.questions[0]?.name ?? IDENTITY_FORM;
  return outcome({ ssn: ssnError(ssn) }, () => ({ [question]: { ssn } }));
};
