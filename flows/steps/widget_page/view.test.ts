import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { APP_LINKS } from '../../rules/contact';
import { widgetPageFixtures } from './fixtures';
import { widgetPageIntents, widgetPageView } from './view';

// Every action any intent may call, each a spy.
const spyActions = () => {
  const spies = new Map<string, ReturnType<typeof vi.fn>>();
  const spy = (name: string) => {
    if (!spies.has(name)) spies.set(name, vi.fn());
    return spies.get(name);
  };
  const set = (prefix: string) =>
    new Proxy({}, { get: (_, name) => spy(`${prefix}.${String(name)}`) });
  const actions = {
    editDraft: spy('editDraft'),
    leaveForProviderHome: spy('leaveForProviderHome'),
    session: set('session'),
    link: set('link'),
    phone: set('phone'),
    registration: set('registration'),
  } as unknown as StepActions;
  const called = () => [...spies].filter(([, fn]) => fn.mock.calls.length > 0).map(([n]) => n);
  return { actions, spy, called };
};

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
    const { actions, called } = spyActions();
    widgetPageIntents(actions).onBackToApp();
    expect(called()).toEqual(['registration.handBackToApp']);
  });
});
