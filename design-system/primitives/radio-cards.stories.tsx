import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RadioCards, type RadioCardsProps } from './radio-cards';

function Interactive(props: RadioCardsProps) {
  const [value, setValue] = React.useState(props.value);
  return (
    <RadioCards
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const roles = [
  {
    value: 'parent',
    title: "I'm a parent",
    description: 'Set up accounts and cards for your family.',
  },
  {
    value: 'child',
    title: "I'm a teen",
    description: 'Ages 13 and up, with a parent or guardian.',
  },
];

// Monthly prices of spec section 9 (default table).
const plans = [
  {
    value: 'standard',
    title: 'Standard',
    description: 'Debit cards and chores',
    aside: '$0/month',
  },
  {
    value: 'max',
    title: 'Max',
    description: '2% savings rate and cash back',
    aside: '$4.99/month',
  },
  {
    value: 'infinity',
    title: 'Infinity',
    description: 'Everything, for the whole family',
    aside: '$9.99/month',
  },
];

const meta = {
  title: 'Primitives/RadioCards',
  component: RadioCards,
  render: (args) => <Interactive {...args} />,
  args: { legend: 'Who is signing up?', options: roles, value: null, onValueChange: fn() },
} satisfies Meta<typeof RadioCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unselected: Story = {};

export const Selected: Story = {
  args: { value: 'parent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: "I'm a parent" })).toBeChecked();
  },
};

export const PickWithMouse: Story = {
  name: 'Pick with mouse',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: "I'm a teen" }));
    await expect(args.onValueChange).toHaveBeenCalledWith('child');
    await expect(canvas.getByRole('radio', { name: "I'm a teen" })).toBeChecked();
  },
};

export const KeyboardOnly: Story = {
  name: 'Keyboard only',
  args: { value: 'parent' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: "I'm a parent" })).toHaveFocus();
    // Held down as a person would: Radix selects on the focus that follows the key press.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: "I'm a teen" })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('child');
  },
};

export const WithPrices: Story = {
  name: 'With prices',
  args: {
    legend: 'Choose your plan',
    hint: 'You can change plans at any time.',
    value: 'standard',
    options: plans,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Max' })).toHaveAccessibleDescription(
      '2% savings rate and cash back $4.99/month',
    );
  },
};

export const WithError: Story = {
  name: 'With error',
  args: { error: 'Choose whether you are a parent or a teen' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: 'Who is signing up?' }),
    ).toHaveAccessibleDescription(/Choose whether you are a parent or a teen/);
  },
};

export const WithDisabledOption: Story = {
  name: 'With disabled option',
  args: { options: [roles[0]!, { ...roles[1]!, disabled: true }] },
  play: async ({ args, canvas }) => {
    const teen = canvas.getByRole('radio', { name: "I'm a teen" });
    await expect(teen).toBeDisabled();
    await userEvent.click(teen);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ArrowKeysWrapAround: Story = {
  name: 'Arrow keys wrap around',
  args: { value: 'child' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: "I'm a teen" })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: "I'm a parent" })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}{ArrowUp>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: "I'm a teen" })).toBeChecked());
    await userEvent.keyboard('{/ArrowUp}');
  },
};

export const SpaceSelectsWhenNothingIsChosen: Story = {
  name: 'Space selects when nothing is chosen',
  play: async ({ args, canvas }) => {
    // With nothing chosen, Tab lands on the first card without choosing it: a choice needs
    // a deliberate key press, as with native radios.
    await userEvent.tab();
    const parent = canvas.getByRole('radio', { name: "I'm a parent" });
    await expect(parent).toHaveFocus();
    await expect(parent).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(parent).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('parent');
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div className="flex flex-col gap-6">
      <RadioCards legend="Nothing chosen" options={roles} value={null} onValueChange={() => {}} />
      <RadioCards legend="Chosen" options={roles} value="parent" onValueChange={() => {}} />
      <RadioCards
        legend="With prices"
        hint="You can change plans at any time."
        options={plans}
        value="max"
        onValueChange={() => {}}
      />
      <RadioCards
        legend="With an error"
        error="Choose whether you are a parent or a teen"
        options={roles}
        value={null}
        onValueChange={() => {}}
      />
      <RadioCards
        legend="With a disabled option"
        options={[roles[0]!, { ...roles[1]!, disabled: true }]}
        value="parent"
        onValueChange={() => {}}
      />
    </div>
  ),
};
