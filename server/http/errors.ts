import type { ErrorRequestHandler } from 'express';
import type { ErrorBody } from '../../flows/services/contract/error-body';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import type { Logger } from '../logger';
import { requestIdOf } from './request-id';
import { loggablePath } from './request-log';

// Spec section 8: the default text, used whenever there is nothing more specific to say.
const DEFAULT_ERROR_MESSAGE = ERROR_MESSAGES.default;

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

/** What Express, its body parser, router and static files raise (the http-errors shape). */
type ClientFault = Error & { type?: string; status?: unknown; statusCode?: unknown };

const NOT_FOUND = () => new HttpError(404, 'ERR_NOT_FOUND', 'Not found.');

/**
 * Errors Express and its middleware raise for a bad request, in the catalogue's shape: the
 * client's fault, so a 4xx, never logged as a server failure. A missing or refused static file
 * is a 404 (a stale asset URL after a deploy must not flood the error log), a path parameter
 * that is not valid percent-encoding a 400, a body that does not decode (gzip that is not) a 400.
 */
function fromMiddleware(error: ClientFault): HttpError | undefined {
  switch (error.type) {
    case 'entity.too.large':
      return new HttpError(413, 'ERR_PAYLOAD_TOO_LARGE', 'The request is too large.');
    case 'entity.parse.failed':
      return new HttpError(400, 'ERR_INVALID_JSON', 'The request body is not valid JSON.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'ERR_UNSUPPORTED_MEDIA_TYPE', 'Send the request as UTF-8 JSON.');
  }
  const status = error.status ?? error.statusCode;
  if (typeof status !== 'number' || status < 400 || status > 499) return undefined;
  switch (status) {
    case 403:
    case 404:
      return NOT_FOUND();
    case 413:
      return new HttpError(413, 'ERR_PAYLOAD_TOO_LARGE', 'The request is too large.');
    case 415:
      return new HttpError(415, 'ERR_UNSUPPORTED_MEDIA_TYPE', 'Send the request as UTF-8 JSON.');
    default:
      return new HttpError(status, 'ERR_BAD_REQUEST', 'The request is not valid.');
  }
}

/**
 * Last middleware: every failure becomes JSON with a code and a message, never a stack trace.
 * Unexpected errors are logged (through the redacting logger, with the path as the request
 * log writes it) and answered with the default.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const known =
      error instanceof HttpError
        ? error
        : error instanceof Error
          ? fromMiddleware(error as ClientFault)
          : undefined;
    if (!known) {
      try {
        const path = loggablePath(req.originalUrl);
        logger.error(
          { err: error, requestId: requestIdOf(res), method: req.method, path },
          'unhandled error',
        );
      } catch {
        // The answer below matters more than the log line.
      }
    }
    const answer = known ?? new HttpError(500, 'ERR_INTERNAL', DEFAULT_ERROR_MESSAGE);
    if (res.headersSent) {
      res.end();
      return;
    }
    // The contract's error body: what the client's error handling reads.
    const body = {
      ...answer.extra,
      code: answer.code,
      message: answer.message,
    } satisfies ErrorBody;
    res.status(answer.status).set('Cache-Control', 'no-store').json(body);
  };
}
