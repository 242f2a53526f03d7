import { isSensitiveKey } from './sensitive-fields';

const MASK = '[REDACTED]';

/**
 * `key: value`, `"key":"value"`, `'key'='value'` and `key=value` (query strings) inside free
 * text: an error message often quotes the request that failed, so the key tells us what the
 * value is even outside an object.
 */
const KEY_VALUE =
  /(["']?)([A-Za-z_][\w-]*)\1(\s*[:=]\s*)("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s,&;}\]]+)/g;

/**
 * Values that give themselves away with no key. Order matters: a JWT contains long tokens, a
 * phone number contains a 6-digit run.
 */
const PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[JWT]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[EMAIL]'],
  // Long opaque tokens (reset links, API keys, UUIDs): at least one digit and one letter, so
  // long identifiers such as toggle names stay readable.
  [/\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{32,}\b/g, '[TOKEN]'],
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

// Marks a masked unquoted value while its following words are checked (below).
const UNQUOTED_MASK = '\u0000REDACTED\u0000';
const FOLLOWING_WORDS = new RegExp(
  `${UNQUOTED_MASK}((?:[ \\t]+(?![\\w-]+\\s*[:=])[^\\s,&;}\\]]+)*)`,
  'g',
);

/**
 * An unquoted sensitive value may be several words ("Authorization: Bearer abc", "firstName:
 * Jane Doe"): mask on to the next separator or the next `key:`, so no second word slips out.
 * Done after the key pass, so a harmless key's long value is still searched for inner pairs.
 */
function maskFollowingWords(text: string): string {
  return text.replace(FOLLOWING_WORDS, MASK);
}

/** The key pass: values under sensitive keys, and pairs nested in a harmless key's value. */
function maskKeyed(text: string): string {
  return text.replace(
    KEY_VALUE,
    (match, quote: string, key: string, separator: string, value: string) => {
      const quoted = value.startsWith('"') || value.startsWith("'");
      if (!isSensitiveKey(key)) {
        // "Error: password=..." or "message":"failed for email=...": the value may hold pairs.
        if (!/[:=]/.test(value)) return match;
        const inner = quoted ? value.slice(1, -1) : value;
        const masked = maskKeyed(inner);
        return `${quote}${key}${quote}${separator}${quoted ? `${value[0]}${masked}${value[0]}` : masked}`;
      }
      const masked = quoted ? `${value[0]}${MASK}${value[0]}` : UNQUOTED_MASK;
      return `${quote}${key}${quote}${separator}${masked}`;
    },
  );
}

/**
 * Masks sensitive values inside a string: values under a sensitive key (JSON fragments, query
 * strings, `key: value`), then emails, JWTs, long tokens, dates of birth, phone numbers, long
 * digit runs and 6-digit codes. Catalogue texts quoting the support number lose it too: a
 * log line is read by engineers, who know that number.
 */
export function redactText(text: string): string {
  const keyed = maskFollowingWords(maskKeyed(text));
  return PATTERNS.reduce((result, [pattern, mask]) => result.replace(pattern, mask), keyed);
}
