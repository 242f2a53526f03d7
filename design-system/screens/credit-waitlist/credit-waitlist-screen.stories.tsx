import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  type CreditWaitlistChoice,
  CreditWaitlistScreen,
  type CreditWaitlistScreenProps,
} from './credit-waitlist-screen';

const CHOOSE = 'Choose whether to join the credit waitlist';

// A stateful wrapper so choosing works in the canvas; the screen itself stays pure.
function Interactive(props: CreditWaitlistScreenProps) {
  const [choice, setChoice] = React.useState<CreditWaitlistChoice | null>(props.choice);
  return (
    <CreditWaitlistScreen
      {...props}
      choice={choice}
      onChoiceChange={(next) => {
        setChoice(next);
        props.onChoiceChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Credit waitlist',
  component: CreditWaitlistScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    choice: null,
    onChoiceChange: fn(),
    onContinue: fn(),
    progress: { current: 5, total: 10 },
  },
} satisfies Meta<typeof CreditWaitlistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Joining: Story = {
  args: { choice: 'join' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Yes, add me/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Declining: Story = {
  args: { choice: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'No thanks' }));
    await expect(args.onChoiceChange).toHaveBeenCalledWith('decline');
  },
};

export const NoChoice: Story = { args: { error: CHOOSE } };

export const ServerError: Story = {
  args: { choice: 'join', formError: 'An unexpected error occurred. Please try again later.' },
};

export const Loading: Story = { args: { choice: 'join', loading: true } };

export const Compact: Story = { args: { choice: 'join' }, globals: { layoutType: 'compact' } };
