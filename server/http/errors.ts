import type { ErrorRequestHandler } from 'express';
import { ERROR_MESSAGES } from '../../flows/rules/errors';

// Spec section 8: the default text, used whenever there is nothing more specific to say.
export const DEFAULT_ERROR_MESSAGE = ERROR_MESSAGES.default;

/** An answer the client should see: status, a code from the catalogue and its words. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string = DEFAULT_ERROR_MESSAGE,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export type ErrorBody = { code: string; message: string; [key: string]: unknown };

type BodyParserError = Error & { type?: string; status?: number };

/** Errors raised by express.json before a handler runs, in the catalogue's shape. */
function fromBodyParser(error: BodyParserError): HttpError | undefined {
  switch (error.type) {
    case 'entity.too.large':
      return new HttpError(413, 'ERR_PAYLOAD_TOO_LARGE', 'The request is too large.');
    case 'entity.parse.failed':
      return new HttpError(400, 'ERR_INVALID_JSON', 'The request body is not valid JSON.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'ERR_UNSUPPORTED_MEDIA_TYPE', 'Send the request as UTF-8 JSON.');
    default:
      return undefined;
  }
}

/**
 * Last middleware: every failure becomes JSON with a code and a message, never a stack trace.
 * Unexpected errors are logged (through the redacting logger) and answered with the default.
 */
export function errorHandler(
  logError: (error: unknown, req: { method: string; path: string }) => void,
): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const known = error instanceof HttpError ? error : fromBodyParser(error as BodyParserError);
    if (!known) logError(error, req);
    const answer = known ?? new HttpError(500, 'ERR_INTERNAL', DEFAULT_ERROR_MESSAGE);
    if (res.headersSent) {
      res.end();
      return;
    }
    const body: ErrorBody = { ...answer.extra, code: answer.code, message: answer.message };
    res.status(answer.status).set('Cache-Control', 'no-store').json(body);
  };
}
