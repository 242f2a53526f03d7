import { redactText } from './redact-text';
import { isRedactedCollection, isSensitiveKey } from './sensitive-fields';

export { redactText, truncateText } from './redact-text';

/** @internal */
export const REDACTED = '[REDACTED]';
const MAX_DEPTH = 32;
/**
 * Entries kept per object, array, Map or Set; the rest is counted, not copied.
 * @internal
 */
export const MAX_ENTRIES = 100;
/** Objects and scrubbed strings in one call, so breadth times depth cannot grow without end. */
const MAX_NODES = 1000;

export type RedactOptions = {
  /** Also pass every string leaf through redactText (server logs); off for analytics payloads. */
  text?: boolean;
  /**
   * The fields of an Error worth keeping (server logs: an allow-list, because driver errors
   * carry the query and its parameters). Unset: its own enumerable properties, name, message,
   * stack and cause.
   */
  serializeError?: (error: Error) => Record<string, unknown>;
};

type Walk = (value: unknown, depth: number) => unknown;

/**
 * A copy of `value` with every sensitive field of spec section 3 replaced by '[REDACTED]',
 * at any depth, in objects and arrays, under any key casing (phoneNumber, phone_number).
 * Family user lists and requestor data are replaced whole. The input is never mutated; cycles
 * become '[Circular]'. Errors become plain objects (name, message, stack, cause and their own
 * enumerable properties), and their message and stack are always scrubbed with redactText,
 * because error texts quote the values that failed. The copy is bounded (depth, entries per
 * object, values in all) and a value that throws when read (a getter, a Proxy) becomes
 * '[Unreadable]', so redaction never throws.
 */
export function redact(value: Error, options?: RedactOptions): Record<string, unknown>;
export function redact(
  value: Record<string, unknown>,
  options?: RedactOptions,
): Record<string, unknown>;
export function redact(value: unknown, options?: RedactOptions): unknown;
export function redact(value: unknown, options: RedactOptions = {}): unknown {
  const seen = new WeakSet<object>();
  let nodes = 0;

  const walk: Walk = (item, depth) => {
    if (typeof item === 'string') {
      if (!options.text) return item;
      return ++nodes > MAX_NODES ? '[Truncated]' : redactText(item);
    }
    if (item === null || typeof item !== 'object') return item;
    if (depth > MAX_DEPTH || ++nodes > MAX_NODES) return '[Truncated]';
    if (seen.has(item)) return '[Circular]';
    try {
      if (item instanceof Date) return item;
      if (ArrayBuffer.isView(item) || item instanceof ArrayBuffer) return '[Binary]';
      seen.add(item);
      if (Array.isArray(item)) return walkItems(item, depth, walk);
      if (item instanceof Error) return walkError(item, depth, walk, options.serializeError);
      if (item instanceof Map) return walkEntries([...item.entries()], depth, walk);
      if (item instanceof Set) return walkItems([...item], depth, walk);
      return walkEntries(Object.entries(item), depth, walk);
    } catch {
      return '[Unreadable]';
    } finally {
      // Only ancestors count as cycles: the same object twice side by side is printed twice.
      seen.delete(item);
    }
  };

  return walk(value, 0);
}

function walkItems(items: unknown[], depth: number, walk: Walk) {
  const out = items.slice(0, MAX_ENTRIES).map((entry) => walk(entry, depth + 1));
  if (items.length > MAX_ENTRIES) out.push(`[${items.length - MAX_ENTRIES} more]`);
  return out;
}

function walkEntries(entries: Array<[unknown, unknown]>, depth: number, walk: Walk) {
  const out: Record<string, unknown> = {};
  for (const [rawKey, entry] of entries.slice(0, MAX_ENTRIES)) {
    const key = String(rawKey);
    out[key] = isSensitiveKey(key) || isRedactedCollection(key) ? REDACTED : walk(entry, depth + 1);
  }
  if (entries.length > MAX_ENTRIES) out['[more]'] = entries.length - MAX_ENTRIES;
  return out;
}

function walkError(
  error: Error,
  depth: number,
  walk: Walk,
  serialize: RedactOptions['serializeError'],
) {
  if (serialize) {
    const fields = serialize(error);
    const out = walkEntries(Object.entries(fields), depth, walk);
    // Error texts quote the values that failed: scrubbed even for analytics payloads.
    if (typeof fields.message === 'string') out.message = redactText(fields.message);
    if (typeof fields.stack === 'string') out.stack = redactText(fields.stack);
    return out;
  }
  const out: Record<string, unknown> = walkEntries(Object.entries(error), depth, walk);
  out.name = error.name;
  out.message = redactText(error.message);
  if (error.stack) out.stack = redactText(error.stack);
  if (error.cause !== undefined) out.cause = walk(error.cause, depth + 1);
  return out;
}
