import type { Transaction } from 'kysely';
import type { ExtraAction } from '../../../flows/services/contract/entity-schemas';
import type { Locale } from '../../../vocabulary/locales';
import type { QuestionName } from '../../../vocabulary/question-names';
import type { Database, Registration, Role } from '../../db/schema';
import type { InvitationBudget } from '../invitation-budget';

/** How an answer is read and checked; the client renders a question by its kind. */
export type QuestionKind =
  | 'email'
  | 'password'
  | 'password_and_confirm'
  | 'name'
  | 'date_of_birth'
  | 'address'
  | 'plan'
  | 'child'
  | 'identity'
  | 'kba'
  | 'funding_account'
  | 'amount'
  | 'text'
  | 'phone'
  | 'choice'
  | 'complete';

export type Question = {
  name: QuestionName;
  kind: QuestionKind;
  optional?: boolean;
  /** Prompt and choices of generated questions (knowledge-based identity questions). */
  prompt?: string;
  choices?: string[];
};

export type QuestionGroup = { groupId: string; questions: Question[] };

/** A flow is data: ordered groups of questions. Behaviour lives in one handler per question. */
export type FlowDefinition = { flowId: string; role: Role; groups: QuestionGroup[] };

/** Spec section 3: errors and unresolvedErrors carry action, code, message, errorMessage. */
export type FlowError = {
  id?: string;
  action: string;
  code: string;
  message: string;
  errorMessage: string;
};

export type Extra = { action: ExtraAction; [key: string]: unknown };

export type Trx = Transaction<Database>;

type HandlerContext = {
  trx: Trx;
  now: Date;
  registration: Registration;
  /** Mutable copy of registrations.state, saved with the step. */
  state: Record<string, unknown>;
  question: Question;
  value: unknown;
  answers: Record<string, unknown>;
  /** The request's budgets for invitation texts (absent for work no request asked for). */
  invitationBudget?: InvitationBudget | undefined;
  /** The family's language for what the answer sends (an invitation, an email link). */
  locale: Locale;
};

export type HandlerOutcome = {
  /** The answer is refused; the group is asked again. */
  error?: FlowError;
  extras?: Extra[];
  /** What to keep for `prefilled` (never a secret: no password, no full SSN). */
  keep?: unknown;
  userId?: string;
  needsVerification?: boolean;
  /** Questions to ask before moving on (knowledge-based identity questions). */
  insertGroup?: QuestionGroup;
  /** Stop here: the flow cannot go on (identity failed). */
  halt?: FlowError;
  /** Saved, but reported in errors (a failed identity attempt that counts). */
  notice?: FlowError;
  /** Ask the same group again instead of moving on. */
  stay?: boolean;
  /** Accepted, but left to resolve later (PUT /resolve-error or resolvesErrorId). */
  unresolved?: FlowError;
  /**
   * An earlier answer no longer holds (the email was taken meanwhile): nothing of this step is
   * kept, and the registration goes back to the group of the question `action` names, with
   * this error, so the person can answer it again.
   */
  sendBack?: FlowError;
};

/**
 * CPU-heavy work on an answer (password hashing), run before the step's transaction opens: no
 * CPU work while a connection is held (PGlite has only one). The value it gives replaces the
 * answer the handler sees; an error refuses the answer without a transaction.
 */
export type AnswerPreparer = (input: {
  question: Question;
  value: unknown;
  /** The registration as it stands, and its answers with this step's (the person's words). */
  registration: Registration;
  answers: Record<string, unknown>;
}) => Promise<{ value: unknown } | { error: FlowError }>;

export type QuestionHandler = ((context: HandlerContext) => Promise<HandlerOutcome>) & {
  prepare?: AnswerPreparer;
};
