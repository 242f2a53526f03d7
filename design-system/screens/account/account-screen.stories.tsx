import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  accountEmailFixtures as e,
  accountPasswordFixtures as p,
} from '../../../flows/steps/set_user_email/fixtures';
import {
  type AccountView,
  accountEmailView,
  accountPasswordView,
} from '../../../flows/steps/set_user_email/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { wordsOf } from '../../../vocabulary/messages/sentence';
import { AccountScreen, type AccountScreenProps } from './account-screen';

// Every story is a state of the app: the email page's or the password page's view-model
// applied to a fixture of flows/views/fixtures.
const emailState = (fixture: StateFixture) => accountEmailView(fixture.input);

// The password page wires no email callbacks and shows no email-only props: they are left out.
const passwordState = (fixture: StateFixture) => ({
  ...(accountPasswordView(fixture.input) as AccountView),
  emailErrorStateOnBlur: undefined,
  emailSuggestion: undefined,
  offerLogIn: undefined,
  onEmailBlur: undefined,
  onAcceptSuggestion: undefined,
  onIgnoreSuggestion: undefined,
  onLogin: undefined,
});

const meta = {
  title: 'Sign up/Account',
  component: AccountScreen,
  render: function Render(args) {
    // Typing works in the canvas: the story keeps the values in its args, as the app keeps
    // them in the form state.
    const [, updateArgs] = useArgs<AccountScreenProps>();
    return (
      <AccountScreen
        {...args}
        onValuesChange={(values) => {
          updateArgs({ values });
          args.onValuesChange(values);
        }}
      />
    );
  },
  parameters: { frame: 'screen' },
  args: {
    ...emailState(e.empty),
    onValuesChange: fn(),
    onEmailBlur: fn(),
    onAcceptSuggestion: fn(),
    onIgnoreSuggestion: fn(),
    onLogin: fn(),
    onContinue: fn(),
  },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  email: 'sam@gmail.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

export const EmailEmpty: Story = {
  name: 'Email page (set_user_email)',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "What's your email address?" })).toBeVisible();
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    // No duplicate email yet: no way out to the log-in step.
    await expect(canvas.queryByRole('button', { name: 'Log in instead' })).toBeNull();
  },
};

export const EmailFilled: Story = { name: 'Email filled', args: emailState(e.filled) };

export const EmailPrefilled: Story = {
  name: 'Email prefilled by the server',
  args: emailState(e.prefilled),
};

export const EmailSubmitting: Story = {
  name: 'Email submitting',
  args: emailState(e.submitting),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const EmailInvalid: Story = { name: 'Not an email address', args: emailState(e.invalid) };

export const EmailSuggestion: Story = {
  name: 'Did you mean ...?',
  args: emailState(e.suggestion),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Did you mean sam@gmail.com?');
  },
};

export const EmailSuggestionLong: Story = {
  name: 'Did you mean ...? (a long address)',
  args: emailState(e.suggestionLong),
  play: async ({ canvas }) => {
    // Both answers are the same width, one under the other, and Continue stays the one primary.
    const yes = canvas.getByRole('button', { name: /^Yes, use / });
    const no = canvas.getByRole('button', { name: 'No, keep what I typed' });
    await expect(yes.getBoundingClientRect().width).toBe(no.getBoundingClientRect().width);
    await expect(yes.getBoundingClientRect().left).toBe(no.getBoundingClientRect().left);
  },
};

export const EmailSuggestionAccepted: Story = {
  name: 'Email suggestion accepted',
  args: emailState(e.suggestion),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, use sam@gmail.com' }));
    await expect(args.onAcceptSuggestion).toHaveBeenCalledWith('sam@gmail.com');
  },
  tags: ['!dev'],
};

export const EmailSuggestionIgnored: Story = {
  name: 'Email suggestion ignored',
  args: emailState(e.suggestion),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'No, keep what I typed' }));
    await expect(args.onIgnoreSuggestion).toHaveBeenCalledWith('sam@gmial.com');
  },
  tags: ['!dev'],
};

export const RegisteredEmail: Story = {
  name: 'Duplicate email',
  args: emailState(e.duplicate),
  play: async ({ args, canvas }) => {
    const message = wordsOf(e.duplicate.input.registration.error) ?? '';
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: message }));
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in instead' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const EmailServerError: Story = { name: 'Email not sent', args: emailState(e.callFailed) };

export const EmailErrorStateOnBlur: Story = {
  name: 'Email error on blur',
  args: emailState(e.errorOnBlur),
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'sam@');
    await userEvent.tab();
    await expect(args.onEmailBlur).toHaveBeenCalledTimes(1);
  },
};

export const EmailErrorStateOnBlurShown: Story = {
  name: 'Email error on blur, left with a bad address',
  args: emailState(e.errorOnBlurShown),
};

export const EmailErrorOnlyOnContinue: Story = {
  name: 'Email error on blur off',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'sam@');
    await userEvent.tab();
    await expect(args.onEmailBlur).not.toHaveBeenCalled();
  },
  tags: ['!dev'],
};

export const TeenEmail: Story = { name: 'Teen email', args: emailState(e.teen) };

export const PasswordEmpty: Story = {
  name: 'Password page (set_user_password_and_confirm)',
  args: passwordState(p.empty),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Create a password' })).toBeVisible();
    await expect(canvas.queryByLabelText('Email address')).toBeNull();
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};

export const PasswordFilled: Story = { name: 'Password filled', args: passwordState(p.filled) };

export const PasswordShown: Story = {
  name: 'Password shown',
  args: passwordState(p.filled),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    const password = canvas.getByLabelText('Password');
    const confirm = canvas.getByLabelText('Confirm password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'password confirm-password');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Shown as text, still a new password to the browser and its password manager.
    for (const field of [password, confirm]) {
      await expect(field).toHaveAttribute('type', 'text');
      await expect(field).toHaveAttribute('autocomplete', 'new-password');
    }
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'password');
    // The story ends as it is named: the password shown.
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'text');
  },
};

export const PasswordOnly: Story = {
  name: 'Without confirm (set_user_password)',
  args: passwordState(p.withoutConfirm),
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Confirm password')).toBeNull();
  },
};

export const PasswordSubmitting: Story = {
  name: 'Password submitting',
  args: passwordState(p.submitting),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const PasswordInvalid: Story = {
  name: 'Too short, and not the same',
  args: passwordState(p.invalid),
};

export const PasswordRefused: Story = {
  name: 'Password refused by the server',
  args: passwordState(p.refused),
};

export const PasswordServerError: Story = {
  name: 'Password not sent',
  args: passwordState(p.callFailed),
};

export const TypePasswordsWithKeyboard: Story = {
  name: 'Type passwords with keyboard',
  args: passwordState(p.empty),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByLabelText('Password'));
    await userEvent.keyboard('correct horse');
    await userEvent.tab();
    await userEvent.keyboard('correct horse{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(filled);
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const Compact: Story = { args: emailState(e.filled), globals: { layoutType: 'compact' } };

export const Phone: Story = {
  args: passwordState(p.filled),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(e).map((fixture) => (
        <section key={`email ${fixture.name}`} aria-label={`Email: ${fixture.name}`}>
          <AccountScreen {...args} {...emailState(fixture)} />
        </section>
      ))}
      {Object.values(p).map((fixture) => (
        <section key={`password ${fixture.name}`} aria-label={`Password: ${fixture.name}`}>
          <AccountScreen {...args} {...passwordState(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
