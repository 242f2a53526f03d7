import { buttonVariants } from '../../primitives/button';

export type AppLinks = { appStoreUrl: string; playStoreUrl: string };

/** Store links as plain labelled links: no store artwork to license, readable by everyone. */
export function AppStoreLinks({ links, prominent }: { links: AppLinks; prominent: boolean }) {
  const className = buttonVariants({ variant: prominent ? 'primary' : 'secondary', block: true });
  return (
    <div data-slot="app-links" className="flex flex-col gap-3">
      <a className={className} href={links.appStoreUrl} rel="noopener">
        Download on the App Store
      </a>
      <a className={className} href={links.playStoreUrl} rel="noopener">
        Get it on Google Play
      </a>
    </div>
  );
}
