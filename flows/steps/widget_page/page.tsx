import { WidgetPageScreen } from '../../../design-system/screens/widget-page/widget-page-screen';
import { screenPage } from '../../shell/screen-page';
import { widgetPageIntents, widgetPageView } from './view';

/** widget_page. */
export default screenPage(WidgetPageScreen, widgetPageView, widgetPageIntents);
