import { WidgetPageScreen } from '../../design-system/screens/widget-page/widget-page-screen';
import { widgetPageIntents, widgetPageView } from '../views/widget-page-view';
import { stepActions } from './step-actions-instance';
import { useViewInput } from './use-view-input';

const intents = widgetPageIntents(stepActions);

/** widget_page. */
export default function WidgetPageStep() {
  return <WidgetPageScreen {...widgetPageView(useViewInput())} {...intents} />;
}
