import type { LayoutType, Role } from '../../vocabulary/domain';
import { isRole } from './roles';

export type EmbeddedEntry = {
  embeddedWebreg: boolean;
  appOs: string | null;
  appVersion: string | null;
  layoutType: LayoutType;
  /** Section 6: "The embedded app can supply the role" (`role=`); only inside the apps. */
  role: Role | null;
};

const truthy = (value: string | null) => value !== null && value !== 'false' && value !== '0';

/**
 * Whether the page runs inside the provider's native apps. The apps open the flow with their
 * OS and version in the query (as /lta-redirect does) or with `embedded=true`; either means the
 * compact layout, since the app draws its own chrome around the webview (spec section 2).
 */
export function embeddedEntry(search: URLSearchParams): EmbeddedEntry {
  const appOs = search.get('appOs') || null;
  const appVersion = search.get('appVersion') || null;
  const embeddedWebreg = Boolean(appOs || appVersion) || truthy(search.get('embedded'));
  const requested = search.get('layoutType');
  const layoutType: LayoutType =
    requested === 'compact' || requested === 'default'
      ? requested
      : embeddedWebreg
        ? 'compact'
        : 'default';
  const role = search.get('role');
  return {
    embeddedWebreg,
    appOs,
    appVersion,
    layoutType,
    role: embeddedWebreg && isRole(role) ? role : null,
  };
}
