import type { Request } from 'express';
import type { z } from 'zod';
import { HttpError } from './errors';

export const INVALID_REQUEST_MESSAGE = 'Some of the information sent is missing or not valid.';

/**
 * Parses with the shared contract schema. Object schemas strip unknown keys, so handlers only
 * ever see declared fields. The answer names the bad fields, never their values.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    problem: issue.code,
  }));
  throw new HttpError(400, 'ERR_INVALID_REQUEST', INVALID_REQUEST_MESSAGE, { fields });
}

export const parseBody = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> =>
  parseWith(schema, req.body ?? {});

export const parseQuery = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> =>
  parseWith(schema, req.query);
