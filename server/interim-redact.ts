/**
 * Stand-in until flows/rules/redact lands: keeps only values under keys known to be harmless
 * and replaces everything else, so nothing sensitive can reach a log line in the meantime.
 */
const SAFE_KEYS = new Set([
  'level',
  'time',
  'service',
  'msg',
  'method',
  'path',
  'status',
  'ms',
  'port',
  'url',
  'signal',
  'type',
  'code',
  'err',
  'message',
  'stack',
  'cause',
]);

export function interimRedact(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => interimRedact(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        SAFE_KEYS.has(k) ? interimRedact(v, k) : '[REDACTED]',
      ]),
    );
  }
  return value;
}
