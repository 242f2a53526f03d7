import type { Request, RequestHandler, Router } from 'express';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { core } from 'zod/mini';
import { isUsNationalNumber } from '../../../flows/rules/us-number';
import { toCamel } from '../../../flows/services/contract/casing';
import { ENDPOINTS, type EndpointName } from '../../../flows/services/contract/endpoints';
import { WIRE_CASING } from '../../../flows/services/contract/wire-casing';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../vocabulary/locales';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { INVALID_REQUEST_MESSAGE, parseWith } from '../../http/validate';
import type { Tokens } from '../jwt';
import { ServiceError } from '../services/deps';
import { SESSION_EXPIRED } from '../services/registration';
import { verifySession } from '../sessions';

/** What the contract's schema reads: snake_case calls are camelised first (wire-casing.ts). */
const view = (endpoint: EndpointName, value: unknown) =>
  WIRE_CASING[endpoint].request === 'snake' ? toCamel(value) : value;

/** The body of a call, in the contract's view, validated by the contract's schema. */
export const body = <S extends core.$ZodType>(endpoint: EndpointName, schema: S, req: Request) =>
  parseWith(schema, view(endpoint, req.body ?? {}));

/**
 * The query string of a call, validated by the contract's schema. Query keys are never
 * converted: they are exactly as spec section 7 writes them (?actionType=, ?error_id=).
 */
export const query = <S extends core.$ZodType>(_endpoint: EndpointName, schema: S, req: Request) =>
  parseWith(schema, { ...req.query });

/** Ten NANP digits, alone or after 1 or +1: libphonenumber reads these as +1 and the ten. */
const PLAIN_NANP = /^(?:\+?1)?([2-9]\d{2}[2-9]\d{6})$/;

/**
 * The contract only bounds a phone number; the server normalises it to E.164. A US number is
 * one of the shared list's area codes (flows/rules/us-number.ts) rather than libphonenumber's
 * isValid(): the fictional 555 numbers of the magic values must pass.
 */
export function usPhoneNumber(value: string, field = 'phoneNumber'): string {
  // The shapes the app itself sends (+1 and ten digits) skip the parser: libphonenumber was a
  // twentieth of the phone check's CPU. Everything else is read by it, as before.
  const plain = PLAIN_NANP.exec(value);
  if (plain && isUsNationalNumber(plain[1]!)) return `+1${plain[1]}`;
  const parsed = plain ? undefined : parsePhoneNumberFromString(value, 'US');
  if (parsed?.countryCallingCode === '1' && isUsNationalNumber(parsed.nationalNumber)) {
    return parsed.number;
  }
  throw new HttpError(400, 'ERR_INVALID_REQUEST', INVALID_REQUEST_MESSAGE, {
    fields: [{ field, problem: 'invalid_format' }],
  });
}

/**
 * The family's language for what the server sends them (texts, calls, emails): the page sends
 * the one it shows as Accept-Language, a plain browser its own; English for anything else.
 */
export const localeOf = (req: Request): Locale =>
  (req.acceptsLanguages(...LOCALES) || DEFAULT_LOCALE) as Locale;

export function bearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/**
 * The signed-in user's id from a session token, or 401 in the catalogue's words (also for a
 * session issued before the user's last password reset).
 */
export async function sessionUserId(
  deps: { db: Db; tokens: Tokens },
  req: Request,
): Promise<string> {
  const token = bearer(req);
  const user = token ? await verifySession(deps, token) : undefined;
  if (!user) throw new ServiceError(401, 'ERR_UNAUTHORIZED', SESSION_EXPIRED);
  return user.id;
}

/** Registers a handler at the contract's method and path for that call (endpoints.ts). */
export function on(router: Router, name: EndpointName, ...handlers: RequestHandler[]): void {
  const { method, path } = ENDPOINTS[name];
  const verb = method === 'GET' ? 'get' : method === 'PUT' ? 'put' : 'post';
  router[verb](path, ...handlers);
}
