import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { forgotPasswordFixtures as f } from '../../../flows/steps/forgot_password/fixtures';
import { forgotPasswordView } from '../../../flows/steps/forgot_password/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './forgot-password-screen';

// Every story is a state of the app: the forgot-password view-model applied to a fixture.
const stateOf = (fixture: StateFixture) => forgotPasswordView(fixture.input);

// A stateful wrapper so typing works in the canvas; the screen itself stays pure.
function Interactive(props: ForgotPasswordScreenProps) {
  const [email, set] = React.useState(props.email);
  return (
    <ForgotPasswordScreen
      {...props}
      email={email}
      onEmailChange={(next) => {
        set(next);
        props.onEmailChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Log in/Forgot password',
  component: ForgotPasswordScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    ...stateOf(f.empty),
    onEmailChange: fn(),
    onContinue: fn(),
    onBack: fn(),
    onResend: fn(),
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: stateOf(f.filled) };

export const Loading: Story = {
  args: stateOf(f.sending),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  name: 'Invalid email',
  args: stateOf(f.invalid),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
  },
};

export const ServerError: Story = { name: 'Server error', args: stateOf(f.serverError) };

export const Sent: Story = {
  args: stateOf(f.sent),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('If sam@example.com belongs to');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const TypeAndSendWithKeyboard: Story = {
  name: 'Type and send with keyboard',
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await userEvent.click(email);
    await userEvent.keyboard('sam@example.com{Enter}');
    await expect(args.onEmailChange).toHaveBeenLastCalledWith('sam@example.com');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const Compact: Story = { args: stateOf(f.filled), globals: { layoutType: 'compact' } };

export const Phone: Story = {
  args: stateOf(f.filled),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <ForgotPasswordScreen {...args} {...stateOf(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
