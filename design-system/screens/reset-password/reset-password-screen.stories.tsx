import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ResetPasswordScreen, type ResetPasswordScreenProps } from './reset-password-screen';

// A stateful wrapper so typing works in the canvas; the screen itself stays pure.
function Interactive(props: ResetPasswordScreenProps) {
  const [values, setValues] = React.useState(props.values);
  return (
    <ResetPasswordScreen
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
  title: 'Screens/Reset password',
  component: ResetPasswordScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    values: { newPassword: '', verifyPassword: '' },
    onValuesChange: fn(),
    onContinue: fn(),
  },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { newPassword: 'a new long phrase', verifyPassword: 'a new long phrase' };

export const Empty: Story = {};

export const Filled: Story = { args: { values: filled } };

export const Loading: Story = {
  args: { values: filled, loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const DoNotMatch: Story = {
  args: {
    values: { newPassword: 'a new long phrase', verifyPassword: 'a new long phrse' },
    fieldErrors: { verifyPassword: "The passwords don't match" },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: "The passwords don't match" }));
    await expect(canvas.getByLabelText('Type it again')).toHaveFocus();
  },
};

export const TooShort: Story = {
  args: {
    values: { newPassword: 'short', verifyPassword: 'short' },
    fieldErrors: { newPassword: 'Use at least 8 characters' },
  },
};

export const LinkExpired: Story = {
  args: {
    values: filled,
    formError: 'This reset link has expired or was already used. Ask for a new one.',
  },
};

export const ServerError: Story = {
  args: { values: filled, formError: 'An unexpected error occurred. Please try again later.' },
};

export const TypeWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    for (const name of ['New password', 'Type it again']) {
      await expect(canvas.getByLabelText(name)).toHaveAttribute('autocomplete', 'new-password');
    }
    await userEvent.click(canvas.getByLabelText('New password'));
    await userEvent.keyboard('a new long phrase');
    await userEvent.tab();
    await userEvent.keyboard('a new long phrase{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(filled);
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = { args: { values: filled }, globals: { layoutType: 'compact' } };

export const Phone: Story = {
  args: { values: filled },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
