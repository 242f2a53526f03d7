import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(input, 'sam@example.com');
    await expect(input).toHaveValue('sam@example.com');
  },
};

export const Filled: Story = { args: { defaultValue: 'sam@example.com' } };

export const WithHint: Story = {
  name: 'With hint',
  args: { hint: "We'll send your receipts and card updates here." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      "We'll send your receipts and card updates here.",
    );
  },
};

export const WithError: Story = {
  name: 'With error',
  args: {
    defaultValue: 'sam@example',
    error:
      'The email address you entered is already associated with an account. Please login with that account or contact support.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/already associated with an account/);
  },
};

export const HintAndError: Story = {
  name: 'Hint and error',
  args: { hint: 'Use the one you check most.', error: 'Enter an email address' },
  play: async ({ canvas }) => {
    // The hint is read first, then the error, both after the label.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Use the one you check most. Error: Enter an email address',
    );
  },
};

export const Optional: Story = {
  args: { label: 'Referral code', type: 'text', autoComplete: 'off', optional: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Referral code (optional)' })).toBeVisible();
  },
};

export const NewPassword: Story = {
  name: 'New password',
  args: {
    label: 'Create a password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Create a password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};

export const DateOfBirth: Story = {
  name: 'Date of birth',
  args: {
    label: 'Date of birth',
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'bday',
    placeholder: 'MM/DD/YYYY',
    hint: 'For example, 04/27/1985',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await expect(input).toHaveAttribute('autocomplete', 'bday');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription('For example, 04/27/1985');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'sam@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div className="flex flex-col gap-4">
      <TextField label="Empty" type="email" autoComplete="email" />
      <TextField label="Filled" type="email" autoComplete="email" defaultValue="sam@example.com" />
      <TextField label="With a hint" hint="We'll send your receipts and card updates here." />
      <TextField label="With an error" defaultValue="sam@example" error="Enter an email address" />
      <TextField
        label="With a hint and an error"
        hint="Use the one you check most."
        error="Enter an email address"
      />
      <TextField label="Referral code" optional />
      <TextField label="Disabled" disabled defaultValue="sam@example.com" />
    </div>
  ),
};
