import { isSensitiveKey } from '../../flows/rules/sensitive-fields';

/** Shorter values (a gender letter, a state code) would match by chance; they are not secret. */
const MIN_LENGTH = 3;

function add(secrets: Set<string>, value: string) {
  const trimmed = value.trim();
  if (trimmed.length < MIN_LENGTH) return;
  secrets.add(trimmed);
  // A phone number also travels as its ten national digits, an email in any case.
  const digits = trimmed.replace(/\D/g, '');
  if (/^\+?1?[\s(.-]*\d{3}[\s).-]*\d{3}[\s.-]*\d{4}$/.test(trimmed)) secrets.add(digits.slice(-10));
  if (trimmed.includes('@')) secrets.add(trimmed.toLowerCase());
}

function walk(value: unknown, underSensitiveKey: boolean, secrets: Set<string>) {
  if (typeof value === 'string') {
    if (underSensitiveKey) add(secrets, value);
    return;
  }
  if (typeof value === 'number') {
    if (underSensitiveKey) add(secrets, String(value));
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) walk(item, underSensitiveKey, secrets);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      walk(item, underSensitiveKey || isSensitiveKey(key), secrets);
    }
  }
}

/**
 * What a person or the server put under a sensitive name (spec section 3, and every *token and
 * *password) in one request: its JSON body, its query string, and a reset link's path.
 */
export function secretsOfRequest(url: string, body: string | null): Set<string> {
  const secrets = new Set<string>();
  const parsed = new URL(url);
  for (const [key, value] of parsed.searchParams) {
    if (isSensitiveKey(key)) add(secrets, value);
  }
  const reset = parsed.pathname.match(/^\/reset-password\/[^/]+\/([^/]+)\/([^/]+)/);
  if (reset?.[2]) add(secrets, decodeURIComponent(reset[2]));
  if (body) {
    try {
      walk(JSON.parse(body), false, secrets);
    } catch {
      // not JSON: nothing keyed to read
    }
  }
  return secrets;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each secret found in `text`, as a whole word: a secret must not run on into more letters or
 * digits (a first name 'Pat' is not in 'Path'; a six-digit code is not in a timestamp, a
 * duration or a trace id, where a random one turns up by chance), except that a phone number's
 * ten digits may follow its country code ('+1').
 */
export function leaksIn(text: string, secrets: Iterable<string>): string[] {
  const word = /^[0-9A-Za-z]/;
  return [...secrets].filter((secret) => {
    const countryCode = /^\d{10}$/.test(secret) ? '(?:\\+?1)?' : '';
    const before = word.test(secret) ? `(?<![0-9A-Za-z])${countryCode}` : '';
    const after = /[0-9A-Za-z]$/.test(secret) ? '(?![0-9A-Za-z])' : '';
    return new RegExp(`${before}${escapeRegExp(secret)}${after}`).test(text);
  });
}
