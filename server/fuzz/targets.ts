import {
  ACCESS_MANAGEMENT_PHONE_VERIFICATION_BASE,
  type Auth,
  ENDPOINTS,
  type EndpointName,
  type HttpMethod,
  SERVICE_BASES,
} from '../../flows/services/contract/endpoints';
import { WIRE_CASING } from '../../flows/services/contract/wire-casing';
import { CLIENT_ROUTES } from '../static';

/** One route of the server, with what it expects: method, path (`:param`s), token, casing. */
export type Target = {
  name: string;
  method: HttpMethod;
  path: string;
  auth: Auth;
  casing: 'snake' | 'camel';
};

const contractTargets: Target[] = Object.entries(ENDPOINTS).flatMap(([name, endpoint]) => {
  const casing = WIRE_CASING[name as EndpointName];
  const target = (base: string, label = name): Target => ({
    name: label,
    method: endpoint.method,
    path: `${base}${endpoint.path}`,
    auth: endpoint.auth,
    casing: casing.request === 'snake' ? 'snake' : 'camel',
  });
  // Access management moves phone verification to a second base (spec sections 6 and 7).
  return endpoint.service === 'phoneVerification'
    ? [
        target(SERVICE_BASES.phoneVerification),
        target(ACCESS_MANAGEMENT_PHONE_VERIFICATION_BASE, `${name} (growth)`),
      ]
    : [target(SERVICE_BASES[endpoint.service])];
});

const page = (path: string): Target => ({
  name: `page ${path}`,
  method: 'GET',
  path,
  auth: 'none',
  casing: 'camel',
});

/**
 * Every route: the wire contract's calls, the sandbox's own step outside it, health, the
 * outbox, the client's pages and its assets.
 */
export const TARGETS: readonly Target[] = [
  ...contractTargets,
  {
    name: 'sandboxPublicToken',
    method: 'POST',
    path: `${SERVICE_BASES.registration}/sandbox/public-token`,
    auth: 'none',
    casing: 'camel',
  },
  { name: 'healthz', method: 'GET', path: '/healthz', auth: 'none', casing: 'camel' },
  { name: 'outbox', method: 'GET', path: '/sandbox/outbox', auth: 'none', casing: 'camel' },
  ...CLIENT_ROUTES.map(page),
  page('/assets/:file'),
];

/** The names of a path's parameters: `/auth/:userId/reset` -> ['userId']. */
export const paramsOf = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);

/** The path with each parameter replaced by an already-encoded segment. */
export const fillRaw = (path: string, segments: Record<string, string>): string =>
  path.replace(/:([A-Za-z]+)/g, (_match, name: string) => segments[name] ?? 'x');
