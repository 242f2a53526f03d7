import fc from 'fast-check';
import {
  answersArb,
  authorizationArb,
  bodyArb,
  deepJsonText,
  type FuzzContext,
  headersArb,
  notJsonText,
  queryArb,
  rawSegment,
  stepAnswersArb,
} from './generators';
import type { RawRequest } from './raw-client';
import { fillRaw, paramsOf, type Target } from './targets';

/** A path parameter filled with something real, for families that fuzz other parts. */
function realSegments(target: Target, context: FuzzContext): Record<string, string> {
  const real: Record<string, string> = {
    userId: context.userIds[0]!,
    uid: context.userIds[0]!,
    routingNumber: '110000000',
    type: 'parent',
    token: 'x'.repeat(43),
    file: 'app.js',
  };
  return Object.fromEntries(paramsOf(target.path).map((name) => [name, real[name] ?? 'x']));
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  body: JSON.stringify(body) ?? 'null',
  headers: { 'content-type': 'application/json', ...headers },
});

const withAuth = (authorization: string | undefined): Record<string, string> =>
  authorization === undefined ? {} : { authorization };

type Case = (context: FuzzContext, target: Target) => fc.Arbitrary<RawRequest>;

export type Family = {
  name: string;
  targets: (target: Target) => boolean;
  build: Case;
  /** Cases per route, as a share of FUZZ_RUNS. */
  share?: number;
  /** Sets the server's state up for a case just before it is sent. */
  aim?: (
    request: RawRequest,
    fuzz: { restore: (token: string) => Promise<void> },
  ) => Promise<RawRequest>;
};

/** Every family: which routes it aims at, and how it builds one request for a route. */
export const FAMILIES: Family[] = [
  {
    name: "JSON bodies with the contract's keys, trap objects and hostile text",
    targets: () => true,
    build: (context, target) =>
      fc
        .tuple(bodyArb(context, target), authorizationArb(context))
        .map(([body, authorization]) => ({
          method: target.method,
          path: fillRaw(target.path, realSegments(target, context)),
          ...json(body, withAuth(authorization)),
        })),
  },
  {
    name: 'answers of every shape to every question, at every step of a registration',
    targets: (target) => target.name === 'answer',
    // One route, a dozen steps behind it: the budget of five routes.
    share: 5,
    build: (context, target) =>
      fc
        .constantFrom(...context.steps)
        .chain((step) =>
          fc.tuple(
            fc.constant(step.token),
            fc.oneof(
              { weight: 3, arbitrary: stepAnswersArb(context, step.questions) },
              { weight: 1, arbitrary: answersArb },
            ),
            fc.boolean(),
          ),
        )
        .map(([token, answers, resolves]) => ({
          method: target.method,
          path: target.path,
          ...json(
            { answers, ...(resolves ? { resolves_error_id: 'err_x' } : {}) },
            { authorization: `Bearer ${token}` },
          ),
        })),
    aim: async (request, fuzz) => {
      await fuzz.restore(request.headers?.authorization?.slice('Bearer '.length) ?? '');
      return request;
    },
  },
  {
    name: 'query strings: repeated keys, brackets, malformed percent-encoding, NUL',
    targets: () => true,
    build: (context, target) =>
      fc
        .tuple(queryArb(context, target), authorizationArb(context))
        .map(([query, authorization]) => ({
          method: target.method,
          path: `${fillRaw(target.path, realSegments(target, context))}?${query}`,
          ...(target.method === 'GET'
            ? { headers: withAuth(authorization) }
            : json({}, withAuth(authorization))),
        })),
  },
  {
    name: 'path parameters: malformed percent-encoding, NUL, traversal, very long',
    targets: (target) => paramsOf(target.path).length > 0,
    build: (context, target) =>
      fc
        .tuple(fc.array(rawSegment, { minLength: 3, maxLength: 3 }), authorizationArb(context))
        .map(([segments, authorization]) => ({
          method: target.method,
          path: fillRaw(
            target.path,
            Object.fromEntries(
              paramsOf(target.path).map((name, index) => [name, segments[index]!]),
            ),
          ),
          ...(target.method === 'GET'
            ? { headers: withAuth(authorization) }
            : json({}, withAuth(authorization))),
        })),
  },
  {
    name: 'long and odd paths under every route',
    targets: () => true,
    // The path decides which router answers, not the route: a quarter of the cases is enough.
    share: 0.25,
    build: (_context, target) =>
      fc
        .tuple(
          fc.array(fc.oneof(rawSegment, fc.constantFrom('a=a=', 'a=a=a=a=a=', '', '..', '%2F')), {
            maxLength: 6,
          }),
          // Mostly short; now and then as long as a request line may be (about 10 KB).
          fc.oneof(
            { weight: 9, arbitrary: fc.integer({ min: 0, max: 50 }) },
            { weight: 1, arbitrary: fc.integer({ min: 51, max: 2000 }) },
          ),
        )
        .map(([segments, repeat]) => ({
          method: target.method,
          // Up to about 14 KB: the request line stays under Node's 16 KB header limit.
          path: `${target.path.replace(/\/:[A-Za-z]+/g, '')}/${segments.join('/')}${'/a=a='.repeat(repeat)}`.slice(
            0,
            14_000,
          ),
        })),
  },
  {
    name: 'bodies that are not JSON, or nested as deep as the limit allows, under every content type',
    targets: (target) => target.method !== 'GET',
    build: (context, target) =>
      fc
        .tuple(fc.oneof(notJsonText, deepJsonText), headersArb, authorizationArb(context))
        .map(([body, headers, authorization]) => {
          const { 'content-encoding': _ignored, ...rest } = headers;
          return {
            method: target.method,
            path: fillRaw(target.path, realSegments(target, context)),
            body,
            headers: { 'content-type': 'application/json', ...rest, ...withAuth(authorization) },
          };
        }),
  },
  {
    name: 'Content-Encoding labels on bodies that are not encoded',
    targets: (target) => target.method !== 'GET',
    build: (context, target) =>
      fc
        .tuple(
          bodyArb(context, target),
          fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'compress', 'x', 'gzip, br'),
        )
        .map(([body, encoding]) => ({
          method: target.method,
          path: fillRaw(target.path, realSegments(target, context)),
          ...json(body, { 'content-encoding': encoding }),
        })),
  },
  {
    name: 'headers: junk and forged tokens, forwarded-for, accept, the spec headers, any method',
    targets: () => true,
    build: (context, target) =>
      fc
        .tuple(
          headersArb,
          authorizationArb(context),
          fc.constantFrom(
            target.method,
            'GET',
            'POST',
            'PUT',
            'DELETE',
            'PATCH',
            'OPTIONS',
            'HEAD',
          ),
          bodyArb(context, target),
        )
        .map(([headers, authorization, method, body]) => {
          const { 'content-encoding': _ignored, ...rest } = headers;
          return {
            method,
            path: fillRaw(target.path, realSegments(target, context)),
            ...(method === 'GET' || method === 'HEAD'
              ? { headers: { ...rest, ...withAuth(authorization) } }
              : json(body, { ...rest, ...withAuth(authorization) })),
          };
        }),
  },
];
