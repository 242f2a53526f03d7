import type { Request } from 'express';
import type { z } from 'zod';
import { camelizeKeys } from '../../http/casing';
import { parseWith } from '../../http/validate';
import type { Tokens } from '../jwt';
import { ServiceError } from '../services/deps';
import { SESSION_EXPIRED } from '../services/registration';

/** The body with keys camelised (snake_case and camelCase clients alike), then validated. */
export const body = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> =>
  parseWith(schema, camelizeKeys(req.body ?? {}));

export function bearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/** The signed-in user's id from a session token, or 401 in the catalogue's words. */
export async function sessionUserId(tokens: Tokens, req: Request): Promise<string> {
  const token = bearer(req);
  const claims = token ? await tokens.verify(token, 'session') : undefined;
  if (!claims) throw new ServiceError(401, 'ERR_UNAUTHORIZED', SESSION_EXPIRED);
  return claims.sub;
}

export const queryString = (req: Request, name: string): string | undefined => {
  const value = req.query[name];
  return typeof value === 'string' ? value : undefined;
};
