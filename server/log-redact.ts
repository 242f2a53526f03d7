import { redact } from '../flows/rules/redact';

/**
 * The fields of an error a log line keeps: what says which kind of failure it was, never what
 * it was about. Everything else is dropped, because drivers attach the data: PGlite's errors
 * carry `query` and `params` (a password hash, a legal name), PostgreSQL's `detail` quotes the
 * row ("Key (email)=(...) already exists") and `where`, `hint` and `internalQuery` can too.
 */
const LOGGED_ERROR_FIELDS = [
  'code',
  'status',
  'statusCode',
  'type',
  'syscall',
  'severity',
  'constraint',
  'table',
  'column',
] as const;

/**
 * A database message quotes identifiers after their kind (`column "email"`, `relation
 * "users"`) and values elsewhere (`invalid input syntax for type integer: "Zebulon"`, `value
 * "9999999999" is out of range`): the values go.
 */
const QUOTED =
  /(\b(?:column|relation|constraint|table|index|type|function|schema|database|role|sequence|trigger|encoding|operator|extension|view|domain|collation)\s+)?"[^"]*"/g;

function withoutQuotedValues(message: string): string {
  return message.replace(QUOTED, (quoted, kind: string | undefined) =>
    kind ? quoted : '"[REDACTED]"',
  );
}

/** An error as logged: its kind, redacted message and stack, the fields above and its cause. */
function loggableError(error: Error): Record<string, unknown> {
  const out: Record<string, unknown> = { name: error.name };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of LOGGED_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  // pg's DatabaseError and PGlite's both carry a severity ("ERROR"); no other error here does.
  const fromDatabase = typeof fields.severity === 'string' || 'query' in fields;
  const message = fromDatabase ? withoutQuotedValues(error.message) : error.message;
  out.message = message;
  if (typeof error.stack === 'string') {
    out.stack = fromDatabase ? error.stack.replace(error.message, () => message) : error.stack;
  }
  if (error.cause !== undefined) out.cause = error.cause;
  if (error instanceof AggregateError) out.errors = error.errors;
  return out;
}

/**
 * The one deep redaction of spec section 3 (flows/rules), with free-text scrubbing on: log
 * messages, error messages and stacks quote the values that failed. Errors, at any depth, pass
 * through the allow-list above.
 */
export const redactForLogs = (value: unknown): unknown =>
  redact(value, { text: true, serializeError: loggableError });
