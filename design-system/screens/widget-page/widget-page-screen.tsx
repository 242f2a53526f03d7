import { HAND_OFF_EN } from '../../../vocabulary/messages/hand-off.en';
import { useText } from '../../lib/text';
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
  const say = useText(HAND_OFF_EN);
  return (
    <div data-slot="widget-page" className="flex flex-col gap-6">
      <PageHeading lead={say('handOff.appLead')}>{say('handOff.appHeading')}</PageHeading>
      {appLinks ? (
        <section aria-labelledby="widget-page-get-app" className="flex flex-col gap-3">
          <h2 id="widget-page-get-app" className="text-lg font-bold text-ink-900">
            {say('handOff.getApp')}
          </h2>
          <AppStoreLinks links={appLinks} />
        </section>
      ) : null}
      {handBack ? (
        <Button block onClick={onBackToApp}>
          {say('handOff.backToApp')}
        </Button>
      ) : null}
    </div>
  );
}
