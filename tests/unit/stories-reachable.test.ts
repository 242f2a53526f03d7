import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { STEP_ENTRIES } from '../../flows/views/step-registry';
import { anyActions } from '../support/any-actions';

type StoriesModule = Parameters<typeof composeStories>[0];

// Every screen's stories, by the title they declare.
const modules = Object.values(
  import.meta.glob<StoriesModule>(
    ['../../design-system/screens/**/*.stories.tsx', '!../../design-system/screens/shared/**'],
    { eager: true },
  ),
);
const byTitle = new Map(modules.map((module) => [module.default.title as string, module]));

/**
 * Props as data: callbacks dropped, a prop left undefined the same as one left out, and keys
 * in one order (a story's args come in its meta's order, a view-model's in its own).
 */
const data = (props: object): unknown =>
  JSON.parse(
    JSON.stringify(props, (_, value) => {
      if (typeof value === 'function') return undefined;
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
    }),
  );

/**
 * A story's props: its args less the values a designer edits that are read out of a prop
 * (flows/views/stories/designer-args), which the preview writes back and never passes on.
 */
const propsOf = (story: { args: object; parameters?: Record<string, unknown> }): object => {
  const edits = (story.parameters?.designerArgs ?? {}) as Record<string, { read?: unknown }>;
  return Object.fromEntries(Object.entries(story.args).filter(([name]) => !edits[name]?.read));
};

const callbacks = (props: object) =>
  Object.entries(props)
    .filter(([, value]) => typeof value === 'function')
    .map(([key]) => key);

// Screens whose view-model has not landed yet: this list only shrinks.
const NOT_YET_STEPS: readonly string[] = [];

describe('screen stories show only states the app can reach', () => {
  it('every screen with stories is a step of the registry', () => {
    const steps = new Set(STEP_ENTRIES.map((entry) => entry.screenStories));
    const orphans = [...byTitle.keys()].filter(
      (title) => !steps.has(title) && !NOT_YET_STEPS.includes(title),
    );
    expect(orphans).toEqual([]);
  });

  // The visual suite shoots each screen's "All states" story (tests/visual/all-states.spec.ts).
  it('every screen has an All states story', () => {
    const missing = [...byTitle.entries()]
      .filter(([title, module]) => !('AllStates' in module) && !NOT_YET_STEPS.includes(title))
      .map(([title]) => title);
    expect(missing).toEqual([]);
  });

  // A screen may serve several steps (the email page and the password page share Account):
  // each of its stories must be one step's view-model of one of that step's fixtures, passing
  // only callbacks that step's intents wire.
  const titles = [...new Set(STEP_ENTRIES.map((entry) => entry.screenStories))];
  for (const title of titles) {
    const entries = STEP_ENTRIES.filter((entry) => entry.screenStories === title);
    const steps = entries.map((entry) => entry.step).join(', ');
    it(`${steps}: each story is its view-model applied to one of its fixtures`, () => {
      const module = byTitle.get(title);
      expect(module, `no stories titled ${title}`).toBeDefined();
      const shapes = entries.map((entry) => ({
        reachable: Object.values(entry.fixtures).map((fixture) =>
          JSON.stringify(data(entry.view(fixture.input))),
        ),
        wired: new Set(Object.keys(entry.intents(anyActions))),
      }));
      const stories = (
        Object.entries(composeStories(module as StoriesModule)) as [
          string,
          { args: object; parameters?: Record<string, unknown> },
        ][]
      ).map(([name, story]) => [name, { args: propsOf(story) }] as const);
      expect(stories.length).toBeGreaterThan(0);
      const unreachable = stories
        .filter(
          ([, story]) =>
            !shapes.some((shape) => shape.reachable.includes(JSON.stringify(data(story.args)))),
        )
        .map(([name]) => name);
      expect(unreachable).toEqual([]);
      // A callback the app never passes is a control the app never shows (a Back link...).
      const unwired = stories.flatMap(([name, story]) => {
        const shape = shapes.find((candidate) =>
          candidate.reachable.includes(JSON.stringify(data(story.args))),
        );
        return callbacks(story.args)
          .filter((key) => !shape?.wired.has(key))
          .map((key) => `${name}.${key}`);
      });
      expect(unwired).toEqual([]);
    });
  }
});
