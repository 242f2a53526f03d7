import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from './button';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';
import { PinInput } from './pin-input';
import { RadioCards } from './radio-cards';
import { TextField } from './text-field';

const emailError = 'Enter an email address in the correct format, like name@example.com';
const passwordError = 'Enter a password of at least 8 characters';

const meta = {
  title: 'Primitives/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: 'email', message: emailError },
      { fieldId: 'password', message: passwordError },
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
        error={args.errors.find((e) => e.fieldId === 'email')?.message}
      />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={args.errors.find((e) => e.fieldId === 'password')?.message}
      />
    </form>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoFieldErrors: Story = {
  name: 'Two field errors',
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).not.toHaveAttribute('role', 'alert');
    await userEvent.click(canvas.getByRole('link', { name: emailError }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const KeyboardToField: Story = {
  name: 'Keyboard to field',
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
  name: 'Page level error',
  args: { errors: [{ message: 'Your session has expired. Please log in again.' }] },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('Your session has expired. Please log in again.');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const NoErrors: Story = {
  name: 'No errors',
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'There is a problem' })).toBeNull();
  },
};

/** Links to a radio group and a code field: each lands on a control that takes typing. */
export const LinksToGroupsAndCodes: Story = {
  name: 'Links to groups and codes',
  args: {
    errors: [
      { fieldId: 'role', message: 'Choose whether you are a parent or a teen' },
      { fieldId: 'code', message: 'Enter the 6-digit code' },
    ],
  },
  render: (args) => (
    <form noValidate className="flex flex-col gap-6">
      <ErrorSummary {...args} />
      <RadioCards
        id="role"
        legend="Who is signing up?"
        error={args.errors[0]?.message}
        options={[
          { value: 'parent', title: "I'm a parent" },
          { value: 'child', title: "I'm a teen" },
        ]}
        value={null}
        onValueChange={() => {}}
      />
      <PinInput id="code" label="Confirmation code" value="" onValueChange={() => {}} />
    </form>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('region')).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: /parent or a teen/ }));
    await expect(canvas.getByRole('radio', { name: "I'm a parent" })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Enter the 6-digit code' }));
    await expect(canvas.getByRole('textbox', { name: 'Confirmation code' })).toHaveFocus();
  },
};

function SubmitTwice() {
  const [errors, setErrors] = React.useState<ErrorSummaryItem[]>([]);
  return (
    <form noValidate className="flex flex-col gap-6" onSubmit={(event) => event.preventDefault()}>
      <ErrorSummary errors={errors} />
      <TextField id="email-again" label="Email" type="email" autoComplete="email" />
      <Button
        type="submit"
        onClick={() =>
          setErrors((current) =>
            current.length === 0
              ? [{ fieldId: 'email-again', message: 'Enter an email address' }]
              : [{ fieldId: 'email-again', message: emailError }],
          )
        }
      >
        Continue
      </Button>
    </form>
  );
}

/** A second failed submit with different errors takes focus again; the same errors do not. */
export const RefocusesWhenErrorsChange: Story = {
  name: 'Refocuses when errors change',
  render: () => <SubmitTwice />,
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(submit);
    const summary = await canvas.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(submit);
    await expect(summary).toHaveTextContent('like name@example.com');
    await waitFor(() => expect(summary).toHaveFocus());
    // The same set again is no change: focus stays where the person put it.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.click(submit);
    await expect(submit).toHaveFocus();
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div className="flex flex-col gap-6">
      {/* One summary per page: a page-level message first, then one link per field. */}
      <ErrorSummary
        errors={[
          { message: 'An unexpected error occurred. Please try again later.' },
          { fieldId: 'email', message: emailError },
          { fieldId: 'password', message: passwordError },
        ]}
      />
      <TextField id="email" label="Email" type="email" autoComplete="email" error={emailError} />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={passwordError}
      />
    </div>
  ),
};
