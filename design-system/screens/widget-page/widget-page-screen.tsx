import { Button } from '../../primitives/button';
import { PageHeading } from '../../primitives/page-heading';
import { type AppLinks, AppStoreLinks } from '../completion/app-links';

export type WidgetPageScreenProps = {
  /** Outside the native apps: where to get the app the next step lives in. */
  appLinks?: AppLinks;
  /** Inside the native apps: the next step is there, so the page hands back to the app. */
  handBack: boolean;
  onBackToApp: () => void;
};

/**
 * widget_page: the account's next step is one the Harbor app shows, not this web flow. The page
 * says so, and where to go: the app (with the stores outside it), logging in with the same
 * number. Nothing is lost: the account and its answers are kept.
 */
export function WidgetPageScreen({ appLinks, handBack, onBackToApp }: WidgetPageScreenProps) {
  return (
    <div data-slot="widget-page" className="flex flex-col gap-6">
      <PageHeading lead="Your account is saved. The next step is in the Harbor app: log in there with this mobile number to carry on.">
        Continue in the Harbor app
      </PageHeading>
      {appLinks ? (
        <section aria-labelledby="widget-page-get-app" className="flex flex-col gap-3">
          <h2 id="widget-page-get-app" className="text-lg font-bold text-ink-900">
            Get the app
          </h2>
          <AppStoreLinks links={appLinks} />
        </section>
      ) : null}
      {handBack ? (
        <Button block onClick={onBackToApp}>
          Back to the app
        </Button>
      ) : null}
    </div>
  );
}
