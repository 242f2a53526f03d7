import { describe, expect, it } from 'vitest';
import { APP_LINKS } from '../../rules/contact';
import { spyAllActions } from '../../views/test-step-actions';
import { widgetPageFixtures } from './fixtures';
import { widgetPageIntents, widgetPageView } from './view';

describe('widgetPageView', () => {
  it('widget_page: the stores in a browser; inside the apps, back to the app', () => {
    expect(widgetPageView(widgetPageFixtures.web.input)).toEqual({
      appLinks: APP_LINKS,
      handBack: false,
    });
    expect(widgetPageView(widgetPageFixtures.inApp.input)).toEqual({
      appLinks: undefined,
      handBack: true,
    });
    const { actions, called } = spyAllActions();
    widgetPageIntents(actions).onBackToApp();
    expect(called()).toEqual(['registration.handBackToApp']);
  });
});
