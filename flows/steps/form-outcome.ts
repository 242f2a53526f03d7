import type { RegistrationAnswers } from '../model/entities';
import type { RegistrationState } from '../model/registration-state';
import type { UserState } from '../model/user-state';

/** What a question page's Continue leads to: its own errors (field id -> text), or answers. */
export type FormOutcome = { errors: Record<string, string> } | { answers: RegistrationAnswers };

type FormContext = {
  readonly registration: Readonly<RegistrationState>;
  readonly user: Readonly<UserState>;
  readonly today: Date;
};

/** A step's rule for its Continue: pure, from the draft and the state to the outcome. */
export type FormPrepare = (
  draft: Readonly<Record<string, unknown>>,
  context: FormContext,
) => FormOutcome;

/** The errors found, when there are any; else the answers. */
export function outcome(
  errors: Readonly<Record<string, string | undefined>>,
  answers: () => RegistrationAnswers,
): FormOutcome {
  const found = Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return Object.keys(found).length > 0 ? { errors: found } : { answers: answers() };
}
