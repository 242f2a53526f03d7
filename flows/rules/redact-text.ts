import { isSensitiveKey } from './sensitive-fields';

const MASK = '[REDACTED]';

/**
 * Longest text scrubbed. A log line, a monitoring event or a request path is read by people:
 * past this the rest is cut (with a marker), so the work for any one string stays small.
 * @internal
 */
export const MAX_TEXT_LENGTH = 4096;

/**
 * `key: value`, `"key":"value"`, `'key'='value'` and `key=value` (query strings) inside free
 * text: an error message often quotes the request that failed, so the key tells us what the
 * value is even outside an object. The key is a whole `[\w-]` run from its first letter, after
 * an opening quote (closed again, or not), the start or any other character: a search starts
 * only where a run starts, so no run is read twice (linear). That boundary character is part of
 * the match rather than a lookbehind, which Safari before 16.4 cannot parse (this file runs in
 * the page too).
 */
const KEY_SOURCE = String.raw`(?:(["'])|^|[^\w"'-])[\d-]*([A-Za-z_][\w-]*)\1?\s*[:=]\s*`;
/** The same key at the start of a following word: there the masking of a value stops. */
const KEY_AHEAD = /[\w-]+\s*[:=]/y;
/** Ends an unquoted value. */
const VALUE_END = /[\s,&;}\]]/;
/** Quoted values nested deeper than this are masked whole rather than searched again. */
const MAX_NESTING = 4;

/**
 * Values that give themselves away with no key. Order matters: a JWT contains long tokens, a
 * phone number contains a 6-digit run. Every pattern either has a bounded length or starts only
 * where its run starts (after the start or a character outside its own first class, kept as
 * `$1`), and none nests quantifiers that overlap, so each is linear in its input
 * (redact-text.test.ts times it).
 */
const PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(^|[^\w-])eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '$1[JWT]'],
  [/(^|[^\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '$1[EMAIL]'],
  // Long opaque tokens (reset links, API keys, UUIDs): at least one digit and one letter, so
  // long identifiers such as toggle names stay readable.
  [/(^|[^\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{32,}\b/g, '$1[TOKEN]'],
  // MM/DD/YYYY is the date-of-birth input format (spec section 5).
  [/\b\d{2}\/\d{2}\/\d{4}\b/g, '[DATE]'],
  [/\b\d{3}-\d{2}-\d{4}\b/g, '[NUMBER]'],
  // US phone numbers in any common writing, E.164 included.
  [/(?:\+?\b1[\s.-]?)?(?:\(\d{3}\)|\b\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\b/g, '[PHONE]'],
  [/\+\d{8,15}\b/g, '[PHONE]'],
  // Card, account, routing and social security numbers: nine digits or more.
  [/\b\d(?:[ -]?\d){8,}\b/g, '[NUMBER]'],
  // Confirmation and reset PINs are six digits (spec section 9).
  [/\b\d{6}\b/g, '[CODE]'],
];

type Value = { end: number; quote: string };

/** The value starting at `start`: a quoted string (escapes honoured) or a run to a separator. */
function readValue(text: string, start: number, end: number): Value | undefined {
  const quote = text[start];
  if (quote === '"' || quote === "'") {
    const close = closingQuote(text, start, end, quote);
    if (close >= 0) return { end: close + 1, quote };
  }
  let stop = start;
  while (stop < end && !VALUE_END.test(text[stop] as string)) stop++;
  return stop > start ? { end: stop, quote: '' } : undefined;
}

function closingQuote(text: string, open: number, end: number, quote: string): number {
  for (let at = open + 1; at < end; at++) {
    if (text[at] === '\\') at++;
    else if (text[at] === quote) return at;
  }
  return -1;
}

/**
 * An unquoted sensitive value may be several words ("Authorization: Bearer abc", "firstName:
 * Jane Doe"): the mask runs on to the next separator or the next `key:`, so no second word
 * slips out.
 */
function followingWordsEnd(text: string, from: number, end: number): number {
  let at = from;
  for (;;) {
    let word = at;
    while (word < end && (text[word] === ' ' || text[word] === '\t')) word++;
    if (word === at || word === end) return at;
    KEY_AHEAD.lastIndex = word;
    if (KEY_AHEAD.test(text)) return at;
    let stop = word;
    while (stop < end && !VALUE_END.test(text[stop] as string)) stop++;
    if (stop === word) return at;
    at = stop;
  }
}

/**
 * The key pass, one left-to-right scan: values under sensitive keys are masked; a harmless
 * key's unquoted value is scanned on from just after its separator ("Error: password=..."), and
 * a quoted one is searched on its own ('"message":"failed for lastName=Doe"'), a few levels deep.
 */
function maskKeyed(text: string, nesting: number): string {
  const key = new RegExp(KEY_SOURCE, 'g');
  let out = '';
  let copied = 0;
  for (let match = key.exec(text); match; match = key.exec(text)) {
    const start = key.lastIndex;
    const sensitive = isSensitiveKey(match[2] as string);
    const quote = text[start];
    // A harmless unquoted value is never read ahead: the scan goes on inside it, from the
    // separator (or space) before it, the boundary a key there starts after.
    if (!sensitive && quote !== '"' && quote !== "'") {
      key.lastIndex = start - 1;
      continue;
    }
    const value = readValue(text, start, text.length);
    if (!value) {
      key.lastIndex = start - 1;
      continue;
    }
    if (sensitive) {
      const end = value.quote ? value.end : followingWordsEnd(text, value.end, text.length);
      out += `${text.slice(copied, start)}${value.quote}${MASK}${value.quote}`;
      copied = end;
      key.lastIndex = end;
    } else if (value.quote) {
      const inner = text.slice(start + 1, value.end - 1);
      if (!/[:=]/.test(inner)) {
        key.lastIndex = value.end;
        continue;
      }
      const masked = nesting < MAX_NESTING ? maskKeyed(inner, nesting + 1) : MASK;
      out += `${text.slice(copied, start)}${value.quote}${masked}${value.quote}`;
      copied = value.end;
      key.lastIndex = value.end;
    }
  }
  return out + text.slice(copied);
}

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);
const NUMBER_PART = /[\d\s().+/-]/;

/**
 * Cuts `text` to at most `max` characters before it is scrubbed. A secret the cut splits would
 * be too short for its pattern ("pat@exam", "+1555555"), so the split word goes too, and so does
 * a number spread over several words ("4111 1111 11") that ends there.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  if (!isSpace(text[end])) while (end > 0 && !isSpace(text[end - 1])) end--;
  while (end > 0 && NUMBER_PART.test(text[end - 1] as string)) end--;
  return `${text.slice(0, end)}…[truncated, ${text.length} characters]`;
}

/**
 * Masks sensitive values inside a string of any length, in time linear in its length: values
 * under a sensitive key (JSON fragments, query strings, `key: value`), then emails, JWTs, long
 * tokens, dates of birth, phone numbers, long digit runs and 6-digit codes. Catalogue texts
 * quoting the support number lose it too: a log line is read by engineers, who know that number.
 * @internal
 */
export function scrubText(text: string): string {
  const keyed = maskKeyed(text, 0);
  return PATTERNS.reduce((result, [pattern, mask]) => result.replace(pattern, mask), keyed);
}

/** scrubText on at most MAX_TEXT_LENGTH characters: what logs and monitoring use. */
export function redactText(text: string): string {
  return scrubText(truncateText(text, MAX_TEXT_LENGTH));
}
