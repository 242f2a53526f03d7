import type { RawRequest, RawResponse } from './raw-client';

/**
 * What no answer may show, whatever was sent: a stack frame, a source or module path, SQL or a
 * database's words, an error dump. Each is a way internal detail leaks to an attacker.
 */
const LEAKS: Array<[string, RegExp]> = [
  ['a stack frame', /\n\s+at |\bat (?:async )?(?:[\w$.<>[\]]+ )?\(?(?:file:|node:|\/)[^\s)]*:\d+/],
  ['a source path', /\/(?:work|home|root|usr|tmp|app|srv)\/|node_modules|\.tsx?:\d+|file:\/\//],
  [
    'SQL or a database message',
    /\b(?:select|insert|update|delete)\b[\s\S]{0,80}\b(?:from|into|set|where)\b|syntax error|invalid input syntax|violates|relation "|column "|duplicate key|invalid byte sequence|unicode escape|kysely|pglite|postgres/i,
  ],
  [
    'an error dump',
    /\b(?:Type|Range|Reference|Syntax|URI)?Error: |\[object Object\]|undefined is not|Cannot read prop/,
  ],
];

/** The strings of a JSON answer (keys and values), or the whole text when it is not JSON. */
function textsOf(text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [text];
  }
  const texts: string[] = [];
  const pending = [parsed];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') texts.push(item);
    else if (Array.isArray(item)) pending.push(...item);
    else if (item && typeof item === 'object') {
      for (const [key, value] of Object.entries(item)) {
        texts.push(key);
        pending.push(value);
      }
    }
  }
  return texts;
}

/**
 * Every way one answer breaks the server's promises; empty when it keeps them all. `sent` is
 * everything the request carried (path, headers, body): a string the server hands back as
 * given (a name kept for `prefilled`) is the caller's own, not a leak.
 */
export function problemsWith(response: RawResponse, request: RawRequest): string[] {
  const sent = sentTexts(request);
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`status ${response.status}`);
  // An answer to HEAD has no body by definition (RFC 9110): only its status can tell.
  if (request.method === 'HEAD') return problems;
  if (response.status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(response.text);
    } catch {
      problems.push('an error answered without a JSON body');
    }
    const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
    if (body !== undefined && (typeof code !== 'string' || typeof message !== 'string')) {
      problems.push('an error body without a code and a message');
    }
  }
  const own = textsOf(response.text).filter((text) => !sent.some((given) => given.includes(text)));
  for (const [what, pattern] of LEAKS) {
    if (own.some((text) => pattern.test(text))) problems.push(`the body shows ${what}`);
  }
  return problems;
}

/** Everything a request carried, raw and decoded. */
function sentTexts(request: RawRequest): string[] {
  const body = request.body === undefined ? '' : request.body.toString();
  let path = request.path;
  try {
    path = decodeURIComponent(request.path.replaceAll('+', ' '));
  } catch {
    // malformed on purpose: the raw path is all there is
  }
  return [request.path, path, body, ...textsOf(body), ...Object.values(request.headers ?? {})];
}

/** Error lines (pino level 50 and above) the server logged since `from`. */
export const errorLogLines = (logs: readonly string[], from = 0): string[] =>
  logs.slice(from).filter((line) => /"level":(?:5\d|6\d)/.test(line));
