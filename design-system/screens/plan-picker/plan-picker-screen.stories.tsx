import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { planFixtures as f } from '../../../flows/steps/set_plan/fixtures';
import { planView } from '../../../flows/steps/set_plan/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { designerControls } from '../../../flows/views/stories/designer-args';
import { stateStory } from '../../../flows/views/stories/toggle-globals';
import { PLAN_TIERS } from '../../../vocabulary/domain';
import { PlanPickerScreen, type PlanPickerScreenProps } from './plan-picker-screen';

// Every story is a state of the app: the plan view-model applied to a fixture of
// flows/views/fixtures, so the prices, texts and toggles are the app's own (section 9).
const stateOf = (fixture: StateFixture, globals?: Record<string, string>) =>
  stateStory(planView, fixture, globals);

// What a designer edits in the Controls panel; the prices and the plans' names are the
// toolbar's Prices and Plan copy menus, as the app's price tables give them.
const controls = designerControls<PlanPickerScreenProps>({
  value: {
    description: 'The plan picked',
    control: { type: 'inline-radio', options: PLAN_TIERS },
  },
  error: { description: 'The refusal of the plan, under the cards', control: 'text' },
  formError: { description: "A refusal above the form: the service's own words", control: 'text' },
  loading: { description: 'The answer on its way', control: 'boolean' },
});

const meta = {
  title: 'Sign up/Plan picker',
  component: PlanPickerScreen,
  render: function Render(args) {
    // Picking works in the canvas: the story keeps the pick, as the app keeps it in the form
    // state (local state: useArgs updates race the play functions).
    const [value, setValue] = React.useState(args.value);
    // A toolbar menu (the default plan) can change the state's pick: it replaces the one kept.
    const [statePick, setStatePick] = React.useState(args.value);
    if (args.value !== statePick) {
      setStatePick(args.value);
      setValue(args.value);
    }
    return (
      <PlanPickerScreen
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
  parameters: { frame: 'screen', ...stateOf(f.defaultPrices).parameters, ...controls.parameters },
  argTypes: controls.argTypes,
  args: {
    ...stateOf(f.defaultPrices).args,
    onValueChange: fn(),
    onContinue: fn(),
    onMaybeLater: fn(),
    onDeclinePerks: fn(),
  },
} satisfies Meta<typeof PlanPickerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (
  canvas: { getByRole: (role: 'radio', o: { name: string }) => HTMLElement },
  name: string,
) => canvas.getByRole('radio', { name });

/** Default prices, standard preselected. */
export const DefaultPrices: Story = {
  name: 'Default prices',
  play: async ({ canvas }) => {
    await expect(card(canvas, 'Standard')).toBeChecked();
    await expect(card(canvas, 'Infinity')).toHaveAccessibleDescription(
      expect.stringContaining('$9.99 a month more than Standard'),
    );
  },
};

export const EnableCorePriceChange: Story = {
  name: 'Core price change on',
  ...stateOf(f.defaultPrices, { prices: 'core' }),
};

export const EnableGsrChange: Story = {
  name: 'Savings rate change on',
  ...stateOf(f.defaultPrices, { prices: 'gsr' }),
};

export const CoreAndGsrChange: Story = {
  name: 'Core price and savings rate changes on',
  ...stateOf(f.defaultPrices, { prices: 'both' }),
};

export const DefaultMax: Story = {
  name: 'Max as the default plan',
  ...stateOf(f.defaultMax),
  play: async ({ canvas }) => {
    await expect(card(canvas, 'Max')).toBeChecked();
  },
};

export const DefaultInfinity: Story = {
  name: 'Infinity as the default plan',
  ...stateOf(f.defaultInfinity),
  play: async ({ canvas }) => {
    await expect(card(canvas, 'Infinity')).toBeChecked();
  },
};

export const PlanOfTheLink: Story = {
  name: 'Plan of the entry link',
  ...stateOf(f.planOfTheLink),
  play: async ({ canvas }) => {
    await expect(card(canvas, 'Invest')).toBeChecked();
  },
};

export const Filled: Story = { ...stateOf(f.picked) };

export const Loading: Story = {
  ...stateOf(f.submitting),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const CorePlanCopy: Story = {
  name: 'Core plan copy on',
  ...stateOf(f.defaultPrices, { planCopy: 'core' }),
  play: async ({ canvas }) => {
    await expect(card(canvas, 'Core')).toBeChecked();
    await expect(card(canvas, 'Max')).toHaveAccessibleDescription(
      expect.stringContaining('$4.99 a month more than Core'),
    );
  },
};

export const MaybeLater: Story = {
  name: 'Maybe later on',
  ...stateOf(f.maybeLater),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Maybe later' }));
    await expect(args.onMaybeLater).toHaveBeenCalledTimes(1);
  },
};

export const NoThanks: Story = {
  name: "No thanks, I don't need the perks",
  play: async ({ args, canvas }) => {
    // Without its toggle, 'Maybe later' stays hidden even when the container handles it.
    await expect(canvas.queryByRole('button', { name: 'Maybe later' })).not.toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: "No thanks, I don't need the perks" }),
    );
    await expect(args.onDeclinePerks).toHaveBeenCalledTimes(1);
  },
};

export const Refused: Story = {
  name: 'Plan refused',
  ...stateOf(f.refused),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
  },
};

export const AnswerNotSent: Story = { name: 'Answer not sent', ...stateOf(f.callFailed) };

export const PickWithKeyboard: Story = {
  name: 'Pick with keyboard',
  play: async ({ args, canvas }) => {
    const standard = card(canvas, 'Standard');
    standard.focus();
    // Held down as a person would: Radix selects on the focus that follows the key press.
    await userEvent.keyboard('{ArrowUp>}');
    await waitFor(() => expect(card(canvas, 'Invest')).toBeChecked());
    await userEvent.keyboard('{/ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('invest');
    // Tab leaves the group (one stop for all the cards) and lands on Continue.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledWith('invest');
  },
  tags: ['!dev'],
};

export const ContinueWithPreselected: Story = {
  name: 'Continue with preselected',
  ...stateOf(f.defaultMax),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith('max');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
  tags: ['!dev'],
};

export const Compact: Story = { globals: { layoutType: 'compact' } };

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <PlanPickerScreen {...args} {...planView(fixture.input)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
