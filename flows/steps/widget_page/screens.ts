import { WidgetPageScreen } from '../../../design-system/screens/widget-page/widget-page-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { stepScreen } from '../../views/step-screen';
import { widgetPageFixtures } from './fixtures';
import { widgetPageIntents, widgetPageView } from './view';

/** widget_page. */
export const page = stepScreen(WidgetPageScreen, widgetPageView, widgetPageIntents);

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'widget_page',
    section: 'Log in',
    screenStories: 'Log in/Continue in the app',
    page,
    fixtures: widgetPageFixtures,
  },
];
