import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { emailVerificationFixtures as f } from '../../../flows/steps/set_user_email/email-verification-fixtures';
import { emailVerificationView } from '../../../flows/steps/set_user_email/email-verification-view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { EmailVerificationScreen } from './email-verification-screen';

// Every story is a state of the app: the email-verification view-model applied to a fixture.
const stateOf = (fixture: StateFixture) => emailVerificationView(fixture.input);

const meta = {
  title: 'Sign up/Email verification',
  component: EmailVerificationScreen,
  parameters: { frame: 'screen' },
  args: { ...stateOf(f.checking), onContinue: fn() },
} satisfies Meta<typeof EmailVerificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying your email address…');
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
  },
};

export const Verified: Story = {
  args: stateOf(f.verified),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Thanks! Your email address is verified.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Unverified: Story = {
  args: stateOf(f.unverified),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'has already been used or has expired',
    );
  },
};

export const Compact: Story = { args: stateOf(f.verified), globals: { layoutType: 'compact' } };

export const Phone: Story = {
  args: stateOf(f.unverified),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <EmailVerificationScreen {...args} {...stateOf(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
