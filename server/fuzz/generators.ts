import fc from 'fast-check';
import { toCamelKey, toSnakeKey } from '../../flows/services/contract/casing';
import { BANKS, KBA_QUESTIONS, SEEDED, SSN_OUTCOMES } from '../../vocabulary/magic-values';
import { SANDBOX_CARDS, sandboxNonce } from '../../vocabulary/sandbox-cards';
import { ANSWER_SHAPES } from '../sandbox/flows/answer-shapes';
import { FLOWS } from '../sandbox/flows/definitions';
import type { QuestionKind } from '../sandbox/flows/types';
import { fromSchema, schemaArb } from './schema-bodies';
import type { Step } from './steps';
import { CONTRACT_KEYS, CONTRACT_VALUES, QUESTION_NAMES } from './vocabulary';

/** Real credentials from a real flow, so the fuzzer reaches the handlers behind the 401s. */
export type FuzzContext = {
  accessToken: string;
  registrationTokens: string[];
  /** A registration at every step of a flow, each with its own token. */
  steps: Step[];
  sessionToken: string;
  userIds: string[];
  /** Tokens an attacker could hold or forge: wrong purpose, expired, other key, alg none. */
  forgedTokens: string[];
};

// Text a handler or a database may choke on. NUL and lone surrogates have no place in
// PostgreSQL text; the rest are the usual suspects of injection and encoding bugs.
const NASTY_TEXT = [
  '',
  ' ',
  '\0',
  'a\0b',
  '\ud800',
  '\udfff',
  'x\udc00y',
  '\ud83d',
  '😀',
  '\u202e',
  '\ufeff',
  '\r\n',
  '\u2028',
  '%00',
  '%ff',
  '../../etc/passwd',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose.
  '${7*7}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  'toString',
  '1e309',
  '-1',
  '0x10',
  'a'.repeat(300),
  'é'.repeat(2000),
];

// What no database column can hold: half the mutations of a plausible value use one.
const UNSTORABLE = ['\0', 'a\0b', '\ud800', '\udfff', 'x\udc00'];

// Values the sandbox reacts to (magic values), so some cases go past the first check.
const MAGIC_TEXT = [
  ...Object.values(SEEDED).map((person) => person.phoneNumber),
  '+15555556999',
  '5555550101',
  '(555) 555-0101',
  'complete.parent@example.com',
  'fuzz@example.com',
  'Sandbox-Harbor-Parent-1',
  'Maple-Harbor-Lantern',
  ...Object.keys(SSN_OUTCOMES),
  '123-45-0001',
  ...Object.keys(BANKS),
  '123456789',
  ...Object.keys(SANDBOX_CARDS),
  '4242424242424242',
  sandboxNonce('debit', 'approve'),
  sandboxNonce('apple_pay_card', 'challenge'),
  '04/05/1985',
  '02/30/2000',
  '13/01/1990',
  '62701',
  '99999',
  'IL',
  'max',
  'standard',
  'debit',
  'checking',
  'instant',
  'sandbox-checking',
  'SANDBOX-EARNED',
  '123456',
  '0.32',
  ...KBA_QUESTIONS.map((question) => question.answer),
  ...CONTRACT_VALUES,
  ...QUESTION_NAMES,
];

const PHONES = [
  ...Object.values(SEEDED).map((person) => person.phoneNumber),
  '+15555556999',
  '5555550101',
  '(555) 555-0101',
];
const EMAILS = ['complete.parent@example.com', 'forgetful.parent@example.com', 'fuzz@example.com'];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.1,
  0.32,
  20,
  25,
  10_000,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  1e-320,
];

// Keys that turn into __proto__, constructor or prototype in some casing, and the names of
// Object.prototype's own members, which a handler reading `value.x` or String(value) trips on.
const TRAP_KEYS = [
  '__proto__',
  '__Proto__',
  '__PROTO__',
  'constructor',
  'Constructor',
  'CONSTRUCTOR',
  'prototype',
  'Prototype',
  'PROTOTYPE',
  'toString',
  'valueOf',
  'toJSON',
  'hasOwnProperty',
  'length',
  'then',
];

export const contractKey: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...CONTRACT_KEYS, ...QUESTION_NAMES), fc.nat(3))
  .map(([key, casing]) =>
    casing === 0 ? toSnakeKey(key) : casing === 1 ? key.toUpperCase() : key,
  );

const textArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...MAGIC_TEXT),
  fc.constantFrom(...NASTY_TEXT),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(fc.constantFrom(...MAGIC_TEXT), fc.constantFrom(...NASTY_TEXT))
    .map(([magic, nasty]) => magic + nasty),
);

const keyArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: contractKey },
  { weight: 1, arbitrary: fc.constantFrom(...TRAP_KEYS) },
  { weight: 1, arbitrary: textArb },
);

const numberArb: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const leafArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: textArb },
  { weight: 2, arbitrary: numberArb },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/**
 * Objects are built with Object.fromEntries, so `__proto__` is an own key and reaches the wire
 * as an attacker would send it (a literal would set the prototype and vanish).
 */
const objectOf = (value: fc.Arbitrary<unknown>, maxKeys = 6) =>
  fc
    .array(fc.tuple(keyArb, value), { maxLength: maxKeys })
    .map((entries) => Object.fromEntries(entries));

/** An object whose own toString or valueOf is not a function: String(value) throws on it. */
export const trapObject: fc.Arbitrary<Record<string, unknown>> = fc
  .array(fc.tuple(fc.constantFrom(...TRAP_KEYS, ...CONTRACT_KEYS), leafArb), {
    minLength: 1,
    maxLength: 4,
  })
  .map((entries) => Object.fromEntries(entries));

export const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leafArb,
    trapObject,
    fc.array(tie('value'), { maxLength: 5 }),
    objectOf(tie('value')),
  ),
})).value;

/** What a field of that name usually holds, so a case gets past the first check. */
function plausible(key: string, context: FuzzContext): fc.Arbitrary<unknown> {
  const name = key.toLowerCase();
  const tokens = [context.accessToken, context.sessionToken, ...context.registrationTokens];
  if (/phone/.test(name)) return fc.constantFrom(...PHONES);
  if (/email/.test(name)) return fc.constantFrom(...EMAILS);
  if (/password/.test(name))
    return fc.constantFrom('Sandbox-Harbor-Parent-1', 'Maple-Harbor-Lantern');
  if (/token|jwt/.test(name)) return fc.constantFrom(...tokens, ...context.forgedTokens);
  if (/device|uuid/.test(name)) return fc.constantFrom('device-fuzz', 'device-test');
  if (/birth|dob/.test(name)) return fc.constantFrom('04/05/1985', '01/01/2010', '02/30/2000');
  if (/ssn|identity$/.test(name))
    return fc.constantFrom(...Object.keys(SSN_OUTCOMES), '123-45-0001');
  if (/routing/.test(name)) return fc.constantFrom(...Object.keys(BANKS), '123456789');
  if (/card|account_?number/.test(name))
    return fc.constantFrom(...Object.keys(SANDBOX_CARDS), '000123456789');
  if (/nonce/.test(name))
    return fc.constantFrom(
      sandboxNonce('debit', 'decline'),
      sandboxNonce('paypal_account', 'approve'),
    );
  if (/amount/.test(name)) return fc.constantFrom(0.32, 0.45, 25, 20, 10_000);
  if (/limit/.test(name)) return fc.constantFrom(-1, 0, 1.5, 1, 50, 200, 201, 1e21);
  if (/code/.test(name)) return fc.constantFrom('123456', '000000', 'SANDBOX-EARNED');
  if (/(?:^|_)uid$|id$/i.test(key))
    return fc.constantFrom(...context.userIds, 'err_x', 'sandbox-checking');
  if (/^(?:is|has)|accepted/.test(name)) return fc.boolean();
  if (/type|role|plan|kba/.test(name))
    return fc.constantFrom(...CONTRACT_VALUES, ...MAGIC_TEXT.slice(-40));
  return textArb;
}

/**
 * A field's value by its name: often what it expects, often that with hostile text appended
 * (a NUL after a real phone number), sometimes a trap object or any JSON.
 */
export const fieldValue =
  (context: FuzzContext) =>
  (key: string): fc.Arbitrary<unknown> =>
    fc.oneof(
      { weight: 3, arbitrary: plausible(key, context) },
      {
        weight: 3,
        arbitrary: fc
          .tuple(
            plausible(key, context),
            fc.oneof(fc.constantFrom(...UNSTORABLE), fc.constantFrom(...NASTY_TEXT)),
          )
          .map(([value, nasty]) => `${String(value)}${nasty}`),
      },
      { weight: 1, arbitrary: trapObject },
      { weight: 1, arbitrary: jsonValue },
    );

/**
 * Answers to one step's questions, each shaped by its kind's schema with hostile leaves or
 * anything at all, in either casing.
 */
export function stepAnswersArb(
  context: FuzzContext,
  questions: readonly string[],
): fc.Arbitrary<Record<string, unknown>> {
  const leaf = fieldValue(context);
  const kinds = new Map<string, QuestionKind>(
    Object.values(FLOWS).flatMap((flow) =>
      flow.groups.flatMap((group) => group.questions.map((q) => [q.name, q.kind] as const)),
    ),
  );
  const answer = (name: string) =>
    fc.oneof(
      { weight: 4, arbitrary: fromSchema(ANSWER_SHAPES[kinds.get(name) ?? 'kba'], name, leaf) },
      { weight: 1, arbitrary: trapObject },
      { weight: 1, arbitrary: jsonValue },
    );
  return fc
    .tuple(
      fc.record(Object.fromEntries(questions.map((name) => [name, answer(name)])), {
        requiredKeys: [],
      }),
      fc.boolean(),
    )
    .map(([answers, camel]) =>
      camel
        ? Object.fromEntries(
            Object.entries(answers).map(([key, value]) => [toCamelKey(key), value]),
          )
        : answers,
    );
}

/** An answer per question, in either casing, shaped like the real ones or not at all. */
export const answersArb: fc.Arbitrary<Record<string, unknown>> = fc
  .array(
    fc.tuple(
      fc.constantFrom(...QUESTION_NAMES).chain((name) => fc.constantFrom(name, toCamelKey(name))),
      fc.oneof(
        jsonValue,
        trapObject,
        objectOf(leafArb),
        fc.array(objectOf(leafArb), { maxLength: 3 }),
        fc.record(
          {
            type: textArb,
            paymentMethodNonce: jsonValue,
            routingNumber: jsonValue,
            ssn: jsonValue,
          },
          { requiredKeys: [] },
        ),
      ),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((entries) => Object.fromEntries(entries));

/**
 * A JSON body for a call: mostly shaped by the call's own request schema with hostile leaves,
 * else objects with any of the contract's keys, answers, or any JSON at all.
 */
export function bodyArb(
  context: FuzzContext,
  call: { name: string; casing: 'snake' | 'camel' },
): fc.Arbitrary<unknown> {
  const tokenish = fc.constantFrom(
    context.accessToken,
    context.sessionToken,
    ...context.registrationTokens,
    ...context.forgedTokens,
  );
  const value = fc.oneof({ weight: 5, arbitrary: jsonValue }, { weight: 1, arbitrary: tokenish });
  const shaped = schemaArb(call.name, 'Request', call.casing, fieldValue(context));
  return fc.oneof(
    ...(shaped ? [{ weight: 6, arbitrary: shaped as fc.Arbitrary<unknown> }] : []),
    { weight: 3, arbitrary: objectOf(value, 10) },
    { weight: 1, arbitrary: answersArb.map((answers) => ({ answers })) },
    { weight: 1, arbitrary: jsonValue },
  );
}

/** Nesting as deep as the body limit allows, as arrays or as objects. */
export const deepJsonText: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 20, max: 4000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** Text that is not JSON, or JSON no JavaScript number survives. */
export const notJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{"a":1e999}',
    '{"amount_1":123456789012345678901234567890}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"\\u0000":1}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    'null',
    '"x"',
    '[]',
    'NaN',
    '\ufeff{}',
    '{"a":1}{"b":2}',
    'a=1&b=2',
  ),
  jsonValue.map((value) => JSON.stringify(value) ?? 'null').map((text) => text.slice(0, -1)),
);

/**
 * Longest part of a path or query, encoded. Node answers 431 with no body once the request line
 * and headers pass 16 KB, before the app sees anything: the families stay below that, and the
 * long-path family goes up to it on purpose.
 */
const MAX_PART = 1500;

/** A query string as sent: repeated keys, brackets, malformed percent-encoding, NUL. */
export const rawQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        contractKey.map(encodeURIComponent),
        fc.constantFrom('__proto__', '__proto__[x]', 'a[b]', 'a[]', 'constructor[prototype]'),
        fc.constantFrom(...TRAP_KEYS).map(encodeURIComponent),
      ),
      fc.oneof(
        textArb.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, 'x'))),
        fc.constantFrom('%', '%f', '%zz', '%ff', '%c0%80', '%ed%a0%80', '%00', '%E2%82', '+', ''),
      ),
    ),
    { maxLength: 8 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}=${value.slice(0, MAX_PART)}`).join('&'));

/** A query string from an object: arrays repeat the key, objects travel as JSON text. */
export function queryString(value: Record<string, unknown>): string {
  // encodeURIComponent throws on a lone surrogate: the percent-encoded junk covers those.
  const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, 'x'));
  const text = (item: unknown) =>
    typeof item === 'string' ? item : (JSON.stringify(item) ?? String(item));
  return Object.entries(value)
    .flatMap(([key, item]) =>
      (Array.isArray(item) ? item : [item]).map(
        (one) => `${encode(key)}=${encode(text(one)).slice(0, MAX_PART)}`,
      ),
    )
    .join('&');
}

/** A query for a call: shaped by the call's query schema with hostile values, or raw junk. */
export function queryArb(
  context: FuzzContext,
  call: { name: string; casing: 'snake' | 'camel' },
): fc.Arbitrary<string> {
  const shaped = schemaArb(call.name, 'Query', call.casing, fieldValue(context));
  return shaped ? fc.oneof(shaped.map(queryString), rawQuery) : rawQuery;
}

/** A path segment as sent: valid-looking, encoded junk, malformed encodings, traversal. */
export const rawSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...MAGIC_TEXT).map(encodeURIComponent),
  textArb.map((text) =>
    encodeURIComponent(text.replace(/[\ud800-\udfff]/g, 'x')).slice(0, MAX_PART),
  ),
  fc.constantFrom('%00', '%ff', '%', '%zz', '%c0%af', '%ed%a0%80', '..', '.', '%2e%2e', '%2f', '~'),
  fc.integer({ min: 1, max: MAX_PART }).map((length) => 'a'.repeat(length)),
);

/** Header values an HTTP client can send (latin-1, no control characters). */
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

export function authorizationArb(context: FuzzContext): fc.Arbitrary<string | undefined> {
  const valid = [context.accessToken, context.sessionToken, ...context.registrationTokens];
  return fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(...valid, ...context.forgedTokens).map((token) => `Bearer ${token}`),
    fc.constantFrom(...valid).map((token) => `bearer ${token}`),
    fc.constantFrom('Bearer', 'Bearer ', 'Basic YTpi', 'Bearer a.b.c', 'Bearer ...', 'null'),
    textArb.map((text) => headerSafe(`Bearer ${text}`)),
  );
}

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json; charset="UTF-8"',
  'application/json; charset=nonsense',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  '*/*',
  'json',
  '',
];

/** Headers around a request: content type, encodings, forwarded-for, the spec's own headers. */
export const headersArb: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'content-type': fc.constantFrom(...contentTypes),
    'content-encoding': fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'compress', 'x', ''),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', '*', 'identity;q=0', 'x'),
    'x-forwarded-for': fc.oneof(
      fc.constantFrom('1.2.3.4', '::1', '300.1.1.1', ', ,', 'unknown', '1.2.3.4, 5.6.7.8'),
      textArb.map(headerSafe),
    ),
    'prove-mock-status': fc.oneof(fc.constantFrom('success', 'failure'), textArb.map(headerSafe)),
    'segment-anonymous-id': textArb.map(headerSafe),
    'client-ip-address': textArb.map(headerSafe),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'x/y;q=abc'),
    'accept-language': textArb.map(headerSafe),
  },
  { requiredKeys: [] },
);
