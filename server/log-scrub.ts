/**
 * Second line of defence for free text (error messages, stacks): values that look like an
 * email, a phone or card or account number, a JWT or a reset token are masked even when no
 * field name gives them away. The deep redaction of flows/rules handles named fields first.
 */
const PATTERNS: Array<[RegExp, string]> = [
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[EMAIL]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[JWT]'],
  [/\+?\d[\d\s().-]{5,}\d/g, '[NUMBER]'],
  [/\b[\w-]{40,}\b/g, '[TOKEN]'],
];

export function scrubText(text: string): string {
  return PATTERNS.reduce((result, [pattern, mask]) => result.replace(pattern, mask), text);
}

export function scrubStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 16 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubStrings(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, scrubStrings(item, depth + 1)]),
  );
}
