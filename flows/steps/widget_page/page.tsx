import { WidgetPageScreen } from '../../../design-system/screens/widget-page/widget-page-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { widgetPageIntents, widgetPageView } from '../../views/widget-page-view';

const intents = widgetPageIntents(stepActions);

/** widget_page. */
export default function WidgetPageStep() {
  return <WidgetPageScreen {...widgetPageView(useViewInput())} {...intents} />;
}
