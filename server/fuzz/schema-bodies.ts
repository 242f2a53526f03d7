import fc from 'fast-check';
import { toSnakeKey } from '../../flows/services/contract/casing';
import { CONTRACT_SCHEMAS, defOf } from './vocabulary';

/**
 * Bodies and queries shaped like the contract's schema for a call, with some values plausible
 * (a real phone number, a token) and some hostile: random JSON is refused at the first field, so
 * only a nearly right request reaches the code behind validation, where a NUL meets the database
 * or an object meets String().
 */
export type Leaf = (key: string) => fc.Arbitrary<unknown>;

/** Values of a zod schema's shape, each leaf from `leaf` by its field name. */
export function fromSchema(
  schema: unknown,
  key: string,
  leaf: Leaf,
  depth = 0,
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (!def || depth > 6) return leaf(key);
  switch (def.type) {
    case 'object': {
      const entries = Object.entries(def.shape ?? {});
      return fc
        .tuple(
          ...entries.map(([name, inner]) =>
            fc.option(fromSchema(inner, name, leaf, depth + 1), { freq: 5, nil: undefined }),
          ),
        )
        .map((values) =>
          Object.fromEntries(
            entries.flatMap(([name], index) =>
              values[index] === undefined ? [] : [[name, values[index]]],
            ),
          ),
        );
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'pipe':
      return fromSchema(def.innerType ?? def.in, key, leaf, depth);
    case 'array':
      return fc.array(fromSchema(def.element, key, leaf, depth + 1), { maxLength: 3 });
    case 'record':
      return fc
        .array(
          fc.tuple(
            leaf('key').map((key) =>
              typeof key === 'string' ? key : (JSON.stringify(key) ?? 'key'),
            ),
            fromSchema(def.valueType, key, leaf, depth + 1),
          ),
          {
            maxLength: 3,
          },
        )
        .map((entries) => Object.fromEntries(entries));
    case 'union':
      return fc.oneof(
        ...(def.options as unknown[]).map((option) => fromSchema(option, key, leaf, depth)),
      );
    default:
      return leaf(key);
  }
}

/** Keys renamed to snake_case at every depth, as the client sends to the web services. */
function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [toSnakeKey(key), snakeKeys(inner)]),
  );
}

/** A request part (`Request`, `Query` or `Params`) of a call, when the contract has one. */
export function schemaArb(
  endpoint: string,
  part: 'Request' | 'Query' | 'Params',
  casing: 'snake' | 'camel',
  leaf: Leaf,
): fc.Arbitrary<Record<string, unknown>> | undefined {
  const schema = CONTRACT_SCHEMAS[`${endpoint}${part}`];
  if (!schema) return undefined;
  const shaped = fromSchema(schema, endpoint, leaf, 0) as fc.Arbitrary<Record<string, unknown>>;
  return casing === 'snake'
    ? shaped.map((value) => snakeKeys(value) as Record<string, unknown>)
    : shaped;
}
