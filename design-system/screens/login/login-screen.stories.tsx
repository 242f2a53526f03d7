import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoginScreen, type LoginScreenProps } from './login-screen';

// A stateful wrapper so typing works in the canvas; the screen itself stays pure.
function Interactive(props: LoginScreenProps) {
  const [password, setPassword] = React.useState(props.password);
  return (
    <LoginScreen
      {...props}
      password={password}
      onPasswordChange={(next) => {
        setPassword(next);
        props.onPasswordChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    phoneNumber: '(555) 123-4567',
    password: '',
    onPasswordChange: fn(),
    onContinue: fn(),
    onForgotPassword: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const DEACTIVATED =
  'Your account has been deactivated. Please call customer support at 1-888-483-2645.';
const CLOSED =
  "Oops! Your account is currently closed. To reactivate, please log in to the provider's app.";

export const Empty: Story = {};

export const Filled: Story = { args: { password: 'correct horse' } };

export const Loading: Story = {
  args: { password: 'correct horse', loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  args: { password: 'wrong', error: "That password isn't right. Try again or reset it." },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(
      canvas.getByRole('link', { name: "That password isn't right. Try again or reset it." }),
    );
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

export const Deactivated: Story = {
  name: 'Deactivated (ERR_DEACTIVATED)',
  args: { password: 'correct horse', formError: DEACTIVATED },
};

export const DeactivatedNewMessage: Story = {
  name: 'Deactivated, newDeactivatedErrorMsg',
  args: { password: 'correct horse', formError: CLOSED },
};

export const ServerError: Story = {
  args: {
    password: 'correct horse',
    formError: 'An unexpected error occurred. Please try again later.',
  },
};

/** After a password reset, at the login step (the reset page's way back). */
export const AfterPasswordReset: Story = {
  args: { notice: 'Your new password is saved. Log in with it now.' },
};

export const BackButtonDisabled: Story = {
  name: 'Back button off (toggle)',
  args: { hideBackButton: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
  },
};

export const BackAndForgotPassword: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Back/ }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot your password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
  },
};

export const TypeAndLogInWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(password);
    await userEvent.keyboard('correct horse{Enter}');
    await expect(args.onPasswordChange).toHaveBeenLastCalledWith('correct horse');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = {
  args: { password: 'correct horse' },
  globals: { layoutType: 'compact' },
};

export const Phone: Story = {
  args: { password: 'correct horse' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
