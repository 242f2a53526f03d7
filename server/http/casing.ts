/**
 * The web service takes snake_case bodies (spec section 7) while some calls send camelCase;
 * the sandbox reads both by turning every key to camelCase before validation.
 */
export const toCamel = (key: string): string =>
  key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
export const toSnake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function camelizeKeys(value: unknown, depth = 0): unknown {
  if (depth > 32) return value;
  if (Array.isArray(value)) return value.map((item) => camelizeKeys(item, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [toCamel(key), camelizeKeys(item, depth + 1)]),
  );
}
