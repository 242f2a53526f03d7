import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { type AccountField, AccountScreen, type AccountScreenProps } from './account-screen';

const REGISTERED_EMAIL =
  'The email address you entered is already associated with an account. Please login with that account or contact support.';
const INVALID_EMAIL = 'Enter an email address like sam@example.com';

/**
 * A stateful wrapper so typing works in the canvas, standing in for the container: it takes
 * or drops the suggestion, and checks the email on blur as the container does under the
 * emailErrorStateOnBlur toggle. The screen itself stays pure.
 */
function Interactive(props: AccountScreenProps) {
  const [values, setValues] = React.useState(props.values);
  const [suggestion, setSuggestion] = React.useState(props.emailSuggestion);
  const [blurError, setBlurError] = React.useState<string>();
  const fieldErrors: Partial<Record<AccountField, string>> = {
    ...props.fieldErrors,
    ...(blurError ? { email: blurError } : {}),
  };
  return (
    <AccountScreen
      {...props}
      values={values}
      fieldErrors={fieldErrors}
      onValuesChange={(next) => {
        setValues(next);
        props.onValuesChange(next);
      }}
      emailSuggestion={suggestion}
      onAcceptSuggestion={() => {
        if (suggestion) setValues({ ...values, email: suggestion });
        setSuggestion(undefined);
        props.onAcceptSuggestion?.();
      }}
      onIgnoreSuggestion={() => {
        setSuggestion(undefined);
        props.onIgnoreSuggestion?.();
      }}
      onEmailBlur={() => {
        setBlurError(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email) ? undefined : INVALID_EMAIL);
        props.onEmailBlur?.();
      }}
    />
  );
}

const meta = {
  title: 'Screens/Account',
  component: AccountScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    values: { email: '', password: '', confirmPassword: '' },
    onValuesChange: fn(),
    onEmailBlur: fn(),
    onAcceptSuggestion: fn(),
    onIgnoreSuggestion: fn(),
    onContinue: fn(),
    onBack: fn(),
    progress: { current: 1, total: 6 },
  },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  email: 'sam@gmail.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

export const Empty: Story = {};

export const Filled: Story = { args: { values: filled } };

export const Loading: Story = {
  args: { values: filled, loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const PasswordOnly: Story = {
  name: 'Without confirm (set_user_password)',
  args: { values: filled, askConfirm: false },
};

export const EmailPart: Story = {
  name: 'Email page (set_user_email)',
  args: { values: filled, part: 'email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "What's your email address?" })).toBeVisible();
    await expect(canvas.queryByLabelText('Password')).toBeNull();
  },
};

export const PasswordPart: Story = {
  name: 'Password page (set_user_password_and_confirm)',
  args: { values: filled, part: 'password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Create a password' })).toBeVisible();
    await expect(canvas.queryByLabelText('Email address')).toBeNull();
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};

export const EmailSuggestion: Story = {
  args: { values: { ...filled, email: 'sam@gmial.com' }, emailSuggestion: 'sam@gmail.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Did you mean sam@gmail.com?');
  },
};

export const EmailSuggestionAccepted: Story = {
  args: EmailSuggestion.args,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, use sam@gmail.com' }));
    await expect(args.onAcceptSuggestion).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'sam@gmail.com',
    );
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const EmailSuggestionIgnored: Story = {
  args: EmailSuggestion.args,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'No, keep what I typed' }));
    await expect(args.onIgnoreSuggestion).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'sam@gmial.com',
    );
  },
};

export const RegisteredEmail: Story = {
  name: 'Duplicate email (registeredEmailError)',
  args: { values: filled, fieldErrors: { email: REGISTERED_EMAIL }, onLogin: fn() },
  play: async ({ args, canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: REGISTERED_EMAIL }));
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in instead' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const Invalid: Story = {
  args: {
    values: { email: 'sam@', password: 'short', confirmPassword: 'shrot' },
    fieldErrors: {
      email: INVALID_EMAIL,
      password: 'Use at least 8 characters',
      confirmPassword: "The passwords don't match",
    },
  },
};

export const ServerError: Story = {
  args: { values: filled, formError: 'An unexpected error occurred. Please try again later.' },
};

export const EmailErrorStateOnBlur: Story = {
  name: 'emailErrorStateOnBlur',
  args: { emailErrorStateOnBlur: true },
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'sam@');
    await userEvent.tab();
    await expect(args.onEmailBlur).toHaveBeenCalledTimes(1);
    await expect(email).toHaveAccessibleDescription(`Error: ${INVALID_EMAIL}`);
  },
};

export const EmailErrorOnlyOnContinue: Story = {
  name: 'emailErrorStateOnBlur off',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'sam@');
    await userEvent.tab();
    await expect(args.onEmailBlur).not.toHaveBeenCalled();
  },
};

export const TypeWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await userEvent.click(email);
    await userEvent.keyboard('sam@gmail.com');
    await userEvent.tab();
    await userEvent.keyboard('correct horse');
    await userEvent.tab();
    await userEvent.keyboard('correct horse{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(filled);
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    for (const name of ['Password', 'Confirm password']) {
      await expect(canvas.getByLabelText(name)).toHaveAttribute('autocomplete', 'new-password');
    }
  },
};

export const Compact: Story = { args: { values: filled }, globals: { layoutType: 'compact' } };

export const Phone: Story = {
  args: { values: filled },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
