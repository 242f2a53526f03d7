import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './forgot-password-screen';

// A stateful wrapper so typing works in the canvas; the screen itself stays pure.
function Interactive(props: ForgotPasswordScreenProps) {
  const [email, setEmail] = React.useState(props.email);
  return (
    <ForgotPasswordScreen
      {...props}
      email={email}
      onEmailChange={(next) => {
        setEmail(next);
        props.onEmailChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Forgot password',
  component: ForgotPasswordScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: { email: '', onEmailChange: fn(), onContinue: fn(), onBack: fn() },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { email: 'sam@gmail.com' } };

export const Loading: Story = {
  args: { email: 'sam@gmail.com', loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  args: { email: 'sam@', error: 'Enter an email address like sam@example.com' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
  },
};

export const ServerError: Story = {
  args: {
    email: 'sam@gmail.com',
    formError: 'An unexpected error occurred. Please try again later.',
  },
};

export const Sent: Story = {
  args: { email: 'sam@gmail.com', sentTo: 'sam@gmail.com', onResend: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('If sam@gmail.com belongs to');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const TypeAndSendWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await userEvent.click(email);
    await userEvent.keyboard('sam@gmail.com{Enter}');
    await expect(args.onEmailChange).toHaveBeenLastCalledWith('sam@gmail.com');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = {
  args: { email: 'sam@gmail.com' },
  globals: { layoutType: 'compact' },
};

export const Phone: Story = {
  args: { email: 'sam@gmail.com' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
