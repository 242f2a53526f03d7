import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';

// A proxy's or load balancer's answer when the server behind it is down or too slow.
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/**
 * Which text a failed call shows (spec sections 5 and 8): the response's message, a nested
 * message, or `detail` on status 422; an array counts by its first item; a call that reached
 * no server (offline, timed out, the server down) the connection text; otherwise the
 * catalogue's default text. A failed call's error carries the status and the body as text
 * (services/http); a parsed `json` is read first where one is given.
 */
export function messageFromError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { status, json, text } = error as { status?: unknown; json?: unknown; text?: unknown };
    const payload = json ?? parseJson(text);
    const found = extract(payload, typeof status === 'number' ? status : undefined);
    if (found) return found;
    if (isConnectionFailure(error, status)) return ERROR_MESSAGES.connection;
  }
  return ERROR_MESSAGES.default;
}

/** fetch rejects with a TypeError when no answer came at all; the clients' timeout names its own. */
function isConnectionFailure(error: object, status: unknown): boolean {
  if (typeof status === 'number') return UNREACHABLE_STATUSES.has(status);
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
}

function extract(body: unknown, status: number | undefined): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  return (
    firstMessage(record.message) ??
    firstMessage((record.error as Record<string, unknown> | undefined)?.message) ??
    (status === 422 ? firstMessage(record.detail) : undefined)
  );
}

/** "Messages may be an array; the first item's message is used." Nested { message } too. */
function firstMessage(value: unknown, depth = 0): string | undefined {
  if (depth > 4) return undefined;
  if (typeof value === 'string') return value.trim() ? value : undefined;
  if (Array.isArray(value)) return firstMessage(value[0], depth + 1);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return firstMessage(record.message ?? record.msg ?? record.errorMessage, depth + 1);
  }
  return undefined;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The fields of a failed call's body the flow reads (code, PIN tries and waits), checked. */
export type ErrorDetails = {
  code?: string;
  attemptsRemaining?: number;
  resendAfterSeconds?: number;
  resendAvailableAt?: string;
};

export function errorBodyOf(error: unknown): ErrorDetails {
  if (!error || typeof error !== 'object') return {};
  const { json, text } = error as { json?: unknown; text?: unknown };
  const payload = json ?? parseJson(text);
  if (!payload || typeof payload !== 'object') return {};
  const body = payload as Record<string, unknown>;
  const details: ErrorDetails = {};
  if (typeof body.code === 'string') details.code = body.code;
  if (typeof body.attemptsRemaining === 'number')
    details.attemptsRemaining = body.attemptsRemaining;
  if (typeof body.resendAfterSeconds === 'number') {
    details.resendAfterSeconds = body.resendAfterSeconds;
  }
  if (typeof body.resendAvailableAt === 'string')
    details.resendAvailableAt = body.resendAvailableAt;
  return details;
}
