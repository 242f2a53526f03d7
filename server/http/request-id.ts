import { randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { redactText } from '../../flows/rules/redact';

/** The header a caller (a balancer, another service) names its request by, and the answer's. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

// An id must reach the log whole, and every log string passes the redaction of spec section 3,
// which takes a run of 32 or more letters and digits for a secret token (a UUID included) and
// digit runs for phone, card or code numbers. A made id is a letter and 24 hex digits (96
// random bits): short of the token length, with no digit run the redaction could start at.
const CALLERS_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The caller's request id when the log can carry it as sent (an id of this shape that the
 * redaction leaves alone), otherwise a new one: a forged log field, a flood or a value the log
 * would mask never becomes the request's name.
 */
export function requestIdFor(sent: string | undefined): string {
  if (sent !== undefined && CALLERS_ID.test(sent) && redactText(sent) === sent) return sent;
  return `r${randomBytes(12).toString('hex')}`;
}

/** The id requestLog gave this request (undefined before it ran). */
export const requestIdOf = (res: Response): string | undefined =>
  typeof res.locals.requestId === 'string' ? res.locals.requestId : undefined;
