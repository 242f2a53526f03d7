import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { StepActions } from '../../actions/step-actions';
import { TOGGLE_DEFAULTS, type Toggles } from '../../rules/toggles';
import type { StateFixture } from '../fixtures/state-fixture';
import { stepEntry } from '../step-registry';
import { chosenParts, withChosen } from './toggle-globals';
import { TOGGLE_WORDS } from './toggle-words';

/**
 * Actions that record their calls (the Actions panel) and change nothing. Each resolves, as the
 * app's do once their chunk is there, with nothing to undo (an intent may undo what it drew).
 */
const recordedActions = (): StepActions => {
  const nothing = () => Promise.resolve(() => {});
  const set = () => new Proxy({}, { get: (_, name) => fn(nothing).mockName(String(name)) });
  return {
    editDraft: fn().mockName('editDraft'),
    showFieldErrors: fn().mockName('showFieldErrors'),
    startOver: fn().mockName('startOver'),
    registration: set(),
    session: set(),
    link: set(),
    funding: set(),
    typePhoneNumber: fn().mockName('typePhoneNumber'),
    phone: set(),
    leaveForProviderHome: fn().mockName('leaveForProviderHome'),
  } as unknown as StepActions;
};

type StepArgs = { state: string };

/** A step's screen in one of its states, as the app renders it, under the toolbar's toggles. */
export function StepInState({
  step,
  state,
  globals,
}: {
  step: string;
  state: string;
  globals: Record<string, unknown>;
}) {
  const entry = stepEntry(step);
  const fixture = entry.fixtures[state];
  if (!fixture) return <p>No state {state}</p>;
  const parts = chosenParts(globals);
  const Screen = entry.screen;
  return (
    <Screen
      {...entry.view(parts ? withChosen(fixture, parts) : fixture.input)}
      {...entry.intents(recordedActions())}
    />
  );
}
type StepStory = StoryObj<Meta<StepArgs>>;

/**
 * A step's story (each section's file tags its meta '!test': the screens' own stories test
 * every state, these show the same props a second time): pick a state in the controls and see
 * exactly what the app renders in it, the screen given its view-model's props and its intents'
 * callbacks. Public: .storybook/main.ts imports it into the Steps files it writes the stories of.
 * @public
 */
export function stateStory(step: string): StepStory {
  const entry = stepEntry(step);
  const names = Object.keys(entry.fixtures);
  return {
    args: { state: names[0] ?? '' },
    argTypes: {
      state: {
        control: 'select',
        options: names,
        labels: Object.fromEntries(names.map((key) => [key, entry.fixtures[key]?.name ?? key])),
      },
    },
    // The toolbar's toggle menus apply here too, through the step's view-model.
    render: ({ state }, { globals }) => <StepInState step={step} state={state} globals={globals} />,
  };
}

/**
 * A state's caption on the board: its name, and on a second line the toggles it sets away from
 * their defaults, in words, so two states of one screen that differ only by toggles can be told
 * apart.
 */
function stateCaption(fixture: StateFixture): string {
  const changed = Object.entries(fixture.input.toggles)
    .filter(([name, on]) => TOGGLE_DEFAULTS[name as keyof Toggles] !== on)
    .map(([name, on]) => `${TOGGLE_WORDS[name as keyof Toggles] ?? name} ${on ? 'on' : 'off'}`);
  return changed.length ? `${fixture.name}\nToggles: ${changed.join(', ')}` : fixture.name;
}

/**
 * Every state of the step one under the other, each captioned (.storybook/states-board.css).
 * Public: .storybook/main.ts imports it into the Steps files it writes the stories of.
 * @public
 */
export function allStatesStory(step: string): StepStory {
  const entry = stepEntry(step);
  return {
    render: () => {
      const Screen = entry.screen;
      const intents = entry.intents(recordedActions());
      return (
        <div className="flex flex-col gap-12">
          {Object.values(entry.fixtures).map((fixture) => (
            <section key={fixture.name} aria-label={stateCaption(fixture)}>
              <Screen {...entry.view(fixture.input)} {...intents} />
            </section>
          ))}
        </div>
      );
    },
    // Several error summaries on one page repeat their landmark (axe landmark-unique); the
    // screens' own stories test each state, as the screens' "All states" stories are skipped.
    tags: ['!test'],
  };
}
