import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { InviteParentScreen, type InviteParentScreenProps } from './invite-parent-screen';

// A stateful wrapper so typing works in the canvas; the screen itself stays pure.
function Interactive(props: InviteParentScreenProps) {
  const [values, setValues] = React.useState(props.values);
  return (
    <InviteParentScreen
      {...props}
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        props.onValuesChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Invite parent',
  component: InviteParentScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    values: { firstName: '', phoneNumber: '' },
    onValuesChange: fn(),
    onContinue: fn(),
    onBack: fn(),
    progress: { current: 2, total: 3 },
  },
} satisfies Meta<typeof InviteParentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { firstName: 'Dana', phoneNumber: '(555) 987-6543' };

export const Empty: Story = {};

export const Filled: Story = { args: { values: filled } };

export const Loading: Story = {
  args: { values: filled, loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send invite' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    values: { firstName: '', phoneNumber: '(555) 987' },
    fieldErrors: {
      firstName: "Enter your parent or guardian's first name",
      phoneNumber: 'Enter a 10-digit US mobile number',
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Enter a 10-digit US mobile number' }));
    await expect(canvas.getByRole('textbox', { name: 'Their mobile number' })).toHaveFocus();
  },
};

export const OwnNumber: Story = {
  args: {
    values: filled,
    fieldErrors: { phoneNumber: "Enter your parent's number, not your own" },
  },
};

export const ServerError: Story = {
  args: { values: filled, formError: 'An unexpected error occurred. Please try again later.' },
};

export const TypeWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Their first name' }));
    await userEvent.keyboard('Dana');
    await userEvent.tab();
    await userEvent.keyboard('5559876543{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(filled);
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = { args: { values: filled }, globals: { layoutType: 'compact' } };

export const Phone: Story = {
  args: { values: filled },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
