import type { Sentence } from '../../vocabulary/messages/sentence';
import type { RegistrationAnswers } from '../model/entities';
import type { RegistrationState } from '../model/registration-state';
import type { UserState } from '../model/user-state';
import type { AddChildCoppa, Toggles } from '../rules/toggles';
import type { StepChanges } from './changes';

/**
 * What a question page's Continue leads to: its own errors (field id -> sentence), or answers to
 * send, or the form's next page, or changes a rule makes without sending anything (section 4's under-13 stop). Changes
 * that come with answers are made first (completion reads the first load at once).
 */
export type FormOutcome =
  | { errors: Record<string, Sentence> }
  /** resolvesErrorId: the answer fixes an unresolved error in place (the address check). */
  | { answers: RegistrationAnswers; changes?: StepChanges; resolvesErrorId?: string }
  /**
   * A form of more than one page (About you): its next page, noted in the draft as `page`,
   * with nothing sent; the draft stays for the page that sends it.
   */
  | { page: string; changes?: StepChanges }
  | { changes: StepChanges };

type FormContext = {
  readonly registration: Readonly<RegistrationState>;
  readonly user: Readonly<UserState>;
  readonly toggles: Readonly<Toggles>;
  readonly addChildCoppa: Readonly<AddChildCoppa>;
  readonly today: Date;
};

/** A step's rule for its Continue: pure, from the draft and the state to the outcome. */
export type FormPrepare = (
  draft: Readonly<Record<string, unknown>>,
  context: FormContext,
) => FormOutcome;

/** The errors found, when there are any; else the answers. */
export function outcome(
  errors: Readonly<Record<string, Sentence | undefined>>,
  answers: () => RegistrationAnswers,
  changes?: () => StepChanges,
): FormOutcome {
  const found = Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, Sentence] => Boolean(entry[1])),
  );
  if (Object.keys(found).length > 0) return { errors: found };
  return changes ? { answers: answers(), changes: changes() } : { answers: answers() };
}
