import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { resetPasswordFixtures as f } from '../../../flows/steps/reset_password/fixtures';
import { resetPasswordView } from '../../../flows/steps/reset_password/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { ResetPasswordScreen, type ResetPasswordScreenProps } from './reset-password-screen';

// Every story is a state of the app: the reset-password view-model applied to a fixture.
const stateOf = (fixture: StateFixture) => resetPasswordView(fixture.input);

// A stateful wrapper so typing and picking work in the canvas; the screen itself stays pure.
function Interactive(props: ResetPasswordScreenProps) {
  const [values, set] = React.useState(props.values);
  return (
    <ResetPasswordScreen
      {...props}
      values={values}
      onValuesChange={(next) => {
        set(next);
        props.onValuesChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Log in/Reset password',
  component: ResetPasswordScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: { ...stateOf(f.empty), onValuesChange: fn(), onContinue: fn() },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: stateOf(f.filled) };

export const Loading: Story = {
  args: stateOf(f.saving),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const PasswordShown: Story = {
  name: 'Password shown',
  args: stateOf(f.filled),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    const fields = [canvas.getByLabelText('New password'), canvas.getByLabelText('Type it again')];
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'new-password verify-password');
    for (const field of fields) await expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Both show together, still new passwords to the browser and its password manager.
    for (const field of fields) {
      await expect(field).toHaveAttribute('type', 'text');
      await expect(field).toHaveAttribute('autocomplete', 'new-password');
    }
    await userEvent.click(toggle);
    for (const field of fields) await expect(field).toHaveAttribute('type', 'password');
    // The story ends as it is named: the passwords shown.
    await userEvent.click(toggle);
    for (const field of fields) await expect(field).toHaveAttribute('type', 'text');
  },
};

export const BothEmpty: Story = { name: 'Both empty', args: stateOf(f.missing) };

export const DoNotMatch: Story = {
  name: 'LTA reset password experience, passwords differ',
  args: stateOf(f.mismatch),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'The passwords do not match.' }));
    await expect(canvas.getByLabelText('Type it again')).toHaveFocus();
  },
};

export const DoNotMatchServer: Story = {
  name: 'Do not match server',
  args: stateOf(f.serverMismatch),
};

export const TooShort: Story = { name: 'Too short', args: stateOf(f.tooWeak) };

export const LinkExpired: Story = { name: 'Link expired', args: stateOf(f.linkExpired) };

export const ServerError: Story = { name: 'Server error', args: stateOf(f.serverError) };

export const TypeWithKeyboard: Story = {
  name: 'Type with keyboard',
  play: async ({ args, canvas }) => {
    for (const name of ['New password', 'Type it again']) {
      await expect(canvas.getByLabelText(name)).toHaveAttribute('autocomplete', 'new-password');
    }
    await userEvent.click(canvas.getByLabelText('New password'));
    await userEvent.keyboard('a new long phrase');
    await userEvent.tab();
    await userEvent.keyboard('a new long phrase{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      newPassword: 'a new long phrase',
      verifyPassword: 'a new long phrase',
    });
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
          <ResetPasswordScreen {...args} {...stateOf(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
