import type { WidgetPageScreenProps } from '../../../design-system/screens/widget-page/widget-page-screen';
import type { StepActions } from '../../actions/step-actions';
import { APP_LINKS } from '../../rules/contact';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';

/** widget_page (section 2): the next step is the app's; inside it, the page hands back. */
export function widgetPageView({ registration }: ViewInput): ViewOf<WidgetPageScreenProps> {
  const embedded = registration.embeddedWebreg;
  return { appLinks: embedded ? undefined : { ...APP_LINKS }, handBack: embedded };
}

export function widgetPageIntents(actions: StepActions): IntentsOf<WidgetPageScreenProps> {
  return { onBackToApp: () => actions.registration.handBackToApp() };
}
