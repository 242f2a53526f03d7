import { redactText } from './redact-text';
import { isRedactedCollection, isSensitiveKey } from './sensitive-fields';

export { redactText } from './redact-text';

export const REDACTED = '[REDACTED]';
const MAX_DEPTH = 32;

export type RedactOptions = {
  /** Also pass every string leaf through redactText (server logs); off for analytics payloads. */
  text?: boolean;
};

type Walk = (value: unknown, depth: number) => unknown;

/**
 * A copy of `value` with every sensitive field of spec section 3 replaced by '[REDACTED]',
 * at any depth, in objects and arrays, under any key casing (phoneNumber, phone_number).
 * Family user lists and requestor data are replaced whole. The input is never mutated; cycles
 * become '[Circular]'. Errors become plain objects (name, message, stack, cause and their own
 * enumerable properties), and their message and stack are always scrubbed with redactText,
 * because error texts quote the values that failed.
 */
export function redact(value: Error, options?: RedactOptions): Record<string, unknown>;
export function redact(
  value: Record<string, unknown>,
  options?: RedactOptions,
): Record<string, unknown>;
export function redact(value: unknown, options?: RedactOptions): unknown;
export function redact(value: unknown, options: RedactOptions = {}): unknown {
  const seen = new WeakSet<object>();

  const walk: Walk = (item, depth) => {
    if (typeof item === 'string') return options.text ? redactText(item) : item;
    if (item === null || typeof item !== 'object') return item;
    if (depth > MAX_DEPTH) return '[Truncated]';
    if (seen.has(item)) return '[Circular]';
    if (item instanceof Date) return item;
    if (ArrayBuffer.isView(item) || item instanceof ArrayBuffer) return '[Binary]';
    seen.add(item);
    try {
      if (Array.isArray(item)) return item.map((entry) => walk(entry, depth + 1));
      if (item instanceof Error) return walkError(item, depth, walk);
      if (item instanceof Map) return walkEntries([...item.entries()], depth, walk);
      if (item instanceof Set) return [...item].map((entry) => walk(entry, depth + 1));
      return walkEntries(Object.entries(item), depth, walk);
    } finally {
      // Only ancestors count as cycles: the same object twice side by side is printed twice.
      seen.delete(item);
    }
  };

  return walk(value, 0);
}

function walkEntries(entries: Array<[unknown, unknown]>, depth: number, walk: Walk) {
  const out: Record<string, unknown> = {};
  for (const [rawKey, entry] of entries) {
    const key = String(rawKey);
    out[key] = isSensitiveKey(key) || isRedactedCollection(key) ? REDACTED : walk(entry, depth + 1);
  }
  return out;
}

function walkError(error: Error, depth: number, walk: Walk) {
  const out: Record<string, unknown> = walkEntries(Object.entries(error), depth, walk);
  out.name = error.name;
  out.message = redactText(error.message);
  if (error.stack) out.stack = redactText(error.stack);
  if (error.cause !== undefined) out.cause = walk(error.cause, depth + 1);
  return out;
}
