import { type core, safeParse } from 'zod/mini';
import { HttpError } from './errors';

export const INVALID_REQUEST_MESSAGE = 'Some of the information sent is missing or not valid.';

/**
 * Parses with a schema of the shared wire contract (flows/services/contract). Object schemas
 * drop unknown keys, so handlers only ever see declared fields. The answer names the bad
 * fields, never their values.
 */
export function parseWith<S extends core.$ZodType>(schema: S, value: unknown): core.output<S> {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    problem: issue.code,
  }));
  throw new HttpError(400, 'ERR_INVALID_REQUEST', INVALID_REQUEST_MESSAGE, { fields });
}
