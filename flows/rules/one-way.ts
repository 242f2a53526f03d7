/**
 * Question kinds whose answer cannot be taken back once it is accepted: the password creates
 * the account, a child or a parent is added and invited, the identity check and its knowledge
 * questions have run, a funding account is linked, the registration completes. Browser Back
 * never returns to such a question group, nor to any group before it, and the sandbox refuses
 * an answer to them (docs/decisions/071). Shared by the client and the sandbox.
 */
const ONE_WAY_KINDS: readonly string[] = [
  'password',
  'password_and_confirm',
  'child',
  'phone',
  'identity',
  'kba',
  'funding_account',
  'complete',
];

/** Whether answering this group closes the way back to it and to every group before it. */
export const isOneWayGroup = (questions: ReadonlyArray<{ readonly kind?: string }>): boolean =>
  questions.some(
    (question) => question.kind !== undefined && ONE_WAY_KINDS.includes(question.kind),
  );
