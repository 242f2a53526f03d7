import * as other from '../../flows/services/contract/other-services';
import * as own from '../../flows/services/contract/own-server';
import * as phone from '../../flows/services/contract/phone-verification';
import * as registration from '../../flows/services/contract/registration';
import * as web from '../../flows/services/contract/web-registration';
import { ANSWER_SHAPES } from '../sandbox/flows/answer-shapes';
import { FLOWS } from '../sandbox/flows/definitions';
import { outboxQuery } from '../sandbox/outbox-route';

/**
 * The words the server listens for, read from the wire contract itself, so the fuzzer's
 * objects carry keys a handler reads (not only random ones that are dropped at once) and a new
 * field is fuzzed the day it is added.
 */
export type Def = {
  type?: string;
  shape?: Record<string, unknown>;
  entries?: Record<string, unknown>;
  values?: unknown[];
  [inner: string]: unknown;
};
export const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

function collect(schema: unknown, keys: Set<string>, values: Set<string>, seen: Set<unknown>) {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return;
  seen.add(schema);
  for (const key of Object.keys(def.shape ?? {})) keys.add(key);
  for (const value of Object.values(def.entries ?? {})) values.add(String(value));
  for (const value of def.values ?? []) if (typeof value === 'string') values.add(value);
  for (const nested of Object.values(def)) {
    const inner = Array.isArray(nested) ? nested : [nested];
    for (const item of inner) collect(item, keys, values, seen);
    if (nested && typeof nested === 'object' && !defOf(nested)) {
      for (const item of Object.values(nested)) collect(item, keys, values, seen);
    }
  }
}

/** Request schemas by export name (`loginRequest`, `validEmailQuery`...), the outbox's too. */
export const CONTRACT_SCHEMAS: Readonly<Record<string, unknown>> = Object.fromEntries(
  Object.entries({ ...registration, ...web, ...phone, ...other, ...own, outboxQuery }).filter(
    ([name]) => /(?:Request|Query|Params)$/.test(name),
  ),
);
const requestSchemas = Object.values(CONTRACT_SCHEMAS);

const keys = new Set<string>();
const values = new Set<string>();
const seen = new Set<unknown>();
for (const schema of [...requestSchemas, ...Object.values(ANSWER_SHAPES)]) {
  collect(schema, keys, values, seen);
}

/** Every request key of the contract (camelCase view, as the schemas declare them). */
export const CONTRACT_KEYS: readonly string[] = [...keys].sort();

/** Enum and literal values the contract accepts (action types, roles, statuses). */
export const CONTRACT_VALUES: readonly string[] = [...values].sort();

/** Every question name of every flow, and the knowledge questions the identity step inserts. */
export const QUESTION_NAMES: readonly string[] = [
  ...new Set([
    ...Object.values(FLOWS).flatMap((flow) =>
      flow.groups.flatMap((group) => group.questions.map((question) => question.name)),
    ),
    'kba_1',
    'kba_2',
    'kba_3',
    'kba_4',
  ]),
].sort();
