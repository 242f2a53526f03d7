import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { loginFixtures as f } from '../../../flows/steps/login/fixtures';
import { loginView } from '../../../flows/steps/login/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { stateStory } from '../../../flows/views/stories/toggle-globals';
import { LoginScreen, type LoginScreenProps } from './login-screen';

// Every story is a state of the app: the login view-model applied to a fixture (stateStory),
// so the toolbar's login back button menu shows the same state under its choice.
const stateOf = (fixture: StateFixture) => stateStory(loginView, fixture);

// A stateful wrapper so typing and picking work in the canvas; the screen itself stays pure.
function Interactive(props: LoginScreenProps) {
  const [password, set] = React.useState(props.password);
  return (
    <LoginScreen
      {...props}
      password={password}
      onPasswordChange={(next) => {
        set(next);
        props.onPasswordChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Log in/Login',
  component: LoginScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen', ...stateOf(f.empty).parameters },
  args: {
    ...stateOf(f.empty).args,
    onPasswordChange: fn(),
    onContinue: fn(),
    onForgotPassword: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { ...stateOf(f.filled) };

export const Loading: Story = {
  ...stateOf(f.loggingIn),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const NoPassword: Story = { name: 'No password', ...stateOf(f.noPassword) };

export const WrongPassword: Story = {
  name: 'Wrong password',
  ...stateOf(f.wrongPassword),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(
      canvas.getByRole('link', { name: 'The phone number or password is incorrect.' }),
    );
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

export const PasswordShown: Story = {
  name: 'Password shown',
  ...stateOf(f.filled),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    const password = canvas.getByLabelText('Password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'current-password');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Shown as text, still the saved password to the browser and its password manager.
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'password');
    // The story ends as it is named: the password shown.
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'text');
  },
};

export const ServerError: Story = { name: 'Server error', ...stateOf(f.serverError) };

/** After a password reset, at the login step (the reset page's way back). */
export const AfterPasswordReset: Story = {
  name: 'After password reset',
  ...stateOf(f.passwordReset),
};

export const BackButtonDisabled: Story = {
  name: 'Login back button off',
  ...stateOf(f.disableLoginBackButton),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
  },
};

export const BackAndForgotPassword: Story = {
  name: 'Back and forgot password',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Back/ }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot your password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const TypeAndLogInWithKeyboard: Story = {
  name: 'Type and log in with keyboard',
  play: async ({ args, canvas }) => {
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(password);
    await userEvent.keyboard('correct horse{Enter}');
    await expect(args.onPasswordChange).toHaveBeenLastCalledWith('correct horse');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const Compact: Story = { ...stateOf(f.filled), globals: { layoutType: 'compact' } };

export const Phone: Story = {
  ...stateOf(f.filled),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <LoginScreen {...args} {...stateOf(fixture).args} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
