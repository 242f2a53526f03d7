import { AppStoreBadge, GooglePlayBadge } from './store-badges';

export type AppLinks = { appStoreUrl: string; playStoreUrl: string };

/**
 * The stores' own badges, side by side as both stores ask. Each link is named by its badge's
 * wording, so a screen reader says what a sighted person reads.
 */
export function AppStoreLinks({ links }: { links: AppLinks }) {
  const className = 'inline-flex rounded-lg';
  return (
    <div data-slot="app-links" className="flex flex-wrap gap-3 print:hidden">
      <a className={className} href={links.appStoreUrl} rel="noopener">
        <AppStoreBadge />
      </a>
      <a className={className} href={links.playStoreUrl} rel="noopener">
        <GooglePlayBadge />
      </a>
    </div>
  );
}
