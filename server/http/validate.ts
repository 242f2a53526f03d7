import { type core, safeParse } from 'zod/mini';
import { HttpError } from './errors';

export const INVALID_REQUEST_MESSAGE = 'Some of the information sent is missing or not valid.';

// The keys of a record (traits, answers) are the caller's own text, up to the body limit: a
// field is named by them only when they look like a name, else `*`, so no answer echoes junk.
const fieldName = (segment: PropertyKey): string =>
  typeof segment === 'number' || /^[A-Za-z_][\w-]{0,63}$/.test(String(segment))
    ? String(segment)
    : '*';

/**
 * Parses with a schema of the shared wire contract (flows/services/contract). Object schemas
 * drop unknown keys, so handlers only ever see declared fields. The answer names the bad
 * fields, never their values.
 */
export function parseWith<S extends core.$ZodType>(schema: S, value: unknown): core.output<S> {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.map(fieldName).join('.'),
    problem: issue.code,
  }));
  throw new HttpError(400, 'ERR_INVALID_REQUEST', INVALID_REQUEST_MESSAGE, { fields });
}

// NUL: PostgreSQL refuses it in text and jsonb. A lone surrogate (JSON "\ud800" escapes) has no
// UTF-8 form: jsonb refuses it and a text column would silently store U+FFFD instead.
const UNSAFE_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isUnsafeText = (text: string): boolean => UNSAFE_TEXT.test(text);

/**
 * Unsafe text in a path segment (path params are decoded from these). A segment that does not
 * decode is left to the router to refuse.
 */
export function hasUnsafePathSegment(path: string): boolean {
  return path.split('/').some((segment) => {
    try {
      return isUnsafeText(decodeURIComponent(segment));
    } catch {
      return false;
    }
  });
}
