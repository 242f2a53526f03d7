/**
 * The one casing module of the wire contract (spec section 7: snake_case bodies to the web
 * service, camelCase responses read back). The client and the sandbox both use it, so a key
 * survives the round trip: toCamel(toSnake(key)) === key for every key the flow uses.
 *
 * An underscore before a digit is kept (`amount_1`, `kba_1`): dropping it would turn two
 * different names into one (`kba_1` and `kba1`), and the spec writes `amount_1` on the wire.
 */
export const toCamelKey = (key: string): string =>
  key.replace(/[_-]+([a-z][a-z0-9]*)/g, (_match, word: string) => {
    const acronym = ACRONYMS[word];
    return acronym ?? word.charAt(0).toUpperCase() + word.slice(1);
  });

/** Words the contract writes in capitals (answer response: userJWT). */
const ACRONYMS: Record<string, string> = { jwt: 'JWT' };

/** An acronym counts as one word: userJWT -> user_jwt, not user_j_w_t. */
export const toSnakeKey = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

const MAX_DEPTH = 32;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

function mapKeys(value: unknown, rename: (key: string) => string, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, rename, depth + 1));
  // Dates, Files and class instances pass through: only JSON-shaped data has keys to rename.
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[rename(key)] = mapKeys(item, rename, depth + 1);
  }
  return out;
}

/** Deep copy with every object key in snake_case; values (question names, codes) untouched. */
export const toSnake = <T>(value: T): unknown => mapKeys(value, toSnakeKey, 0);

/** Deep copy with every object key in camelCase; values untouched. */
export const toCamel = <T>(value: T): unknown => mapKeys(value, toCamelKey, 0);
