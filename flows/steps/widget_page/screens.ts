import { WidgetPageScreen } from '../../../design-system/screens/widget-page/widget-page-screen';
import type { StepEntry } from '../../views/step-registry';
import { widgetPageFixtures } from './fixtures';
import { widgetPageIntents, widgetPageView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly StepEntry[] = [
  {
    step: 'widget_page',
    section: 'Log in',
    screenStories: 'Log in/Continue in the app',
    screen: WidgetPageScreen,
    view: widgetPageView,
    intents: widgetPageIntents,
    fixtures: widgetPageFixtures,
  },
];
