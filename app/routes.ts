import type { ResetLink } from '../flows/model/reset-link';
import { EMAIL_LINK_PARAMS } from '../flows/rules/email-link';

/** The client routes of spec section 2 (server/static.ts answers the same three). */
export type Route =
  /** phoneNumber: where a failed user load sent the person back to (spec section 2). */
  | { name: 'root'; phoneNumber?: string; accessToken?: string }
  /** link is null when the address no longer holds it: a reload after it was read. */
  | { name: 'reset-password'; type: string; link: ResetLink | null }
  | { name: 'lta-redirect'; search: URLSearchParams }
  /** The emailed verification link, /?verifyEmailToken=&userId= (spec sections 4 and 7). */
  | { name: 'verify-email'; search: URLSearchParams };

type Address = Pick<Location, 'pathname' | 'search' | 'hash'>;

const RESET = /^\/reset-password\/([^/]+)(?:\/([^/]+)\/([^/]+))?\/?$/;

// "The query parameters authToken and accessToken are also removed."
const RESET_SECRETS = ['authToken', 'accessToken'];
// The legacy token and the number are personal: they go as soon as they are read.
const LTA_SECRETS = ['legacyAccessToken', 'phoneNumber'];

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

export function readRoute(address: Address): Route {
  const reset = RESET.exec(address.pathname);
  if (reset) {
    const type = decode(reset[1]!);
    const link =
      reset[2] && reset[3] ? { type, uid: decode(reset[2]), token: decode(reset[3]) } : null;
    return { name: 'reset-password', type, link };
  }
  if (address.pathname === '/lta-redirect' || address.pathname === '/lta-redirect/') {
    return { name: 'lta-redirect', search: new URLSearchParams(address.search) };
  }
  const search = new URLSearchParams(address.search);
  if (EMAIL_LINK_PARAMS.every((name) => search.get(name))) return { name: 'verify-email', search };
  const phoneNumber = search.get('phoneNumber');
  // The native apps' own access token (an app that verified the phone itself).
  const accessToken = search.get('accessToken');
  return {
    name: 'root',
    ...(phoneNumber ? { phoneNumber } : {}),
    ...(accessToken ? { accessToken } : {}),
  };
}

function without(search: string, names: string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The address once the route has been read, or null when it stays as it is. The reset page
 * keeps only its type: uid, token, authToken and accessToken leave the address bar (and so
 * the history, and any later Referer) before anything is tracked. The LTA hand-off continues
 * at the root without the legacy token and the number.
 */
export function cleanedAddress(route: Route, address: Address): string | null {
  if (route.name === 'reset-password') {
    return `/reset-password/${encodeURIComponent(route.type)}${without(address.search, RESET_SECRETS)}${address.hash}`;
  }
  if (route.name === 'lta-redirect') {
    return `/${without(address.search, LTA_SECRETS)}${address.hash}`;
  }
  // The link's token is spent by the check: it does not stay in the address bar or history.
  if (route.name === 'verify-email') {
    return `/${without(address.search, [...EMAIL_LINK_PARAMS])}${address.hash}`;
  }
  // The number prefills the phone step and the apps' token starts the registration; the
  // address bar keeps neither.
  const secrets = ['phoneNumber', ...RESET_SECRETS];
  const search = new URLSearchParams(address.search);
  if (secrets.some((name) => search.has(name))) {
    return `/${without(address.search, secrets)}${address.hash}`;
  }
  return null;
}
