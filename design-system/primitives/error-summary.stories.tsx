import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ErrorSummary } from './error-summary';
import { TextField } from './text-field';

const meta = {
  title: 'Primitives/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      {
        fieldId: 'email',
        message: 'Enter an email address in the correct format, like name@example.com',
      },
      { fieldId: 'password', message: 'Enter a password of at least 8 characters' },
    ],
  },
  render: (args) => (
    <form noValidate className="flex flex-col gap-6">
      <ErrorSummary {...args} />
      <TextField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        error={args.errors[0]?.message}
      />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={args.errors[1]?.message}
      />
    </form>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoFieldErrors: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: /correct format/ }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const KeyboardToField: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

export const PageLevelError: Story = {
  args: { errors: [{ message: 'Your session has expired. Please log in again.' }] },
};

export const NoErrors: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'There is a problem' })).toBeNull();
  },
};
