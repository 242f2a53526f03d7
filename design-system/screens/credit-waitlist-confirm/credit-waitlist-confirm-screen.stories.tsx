import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { creditWaitlistConfirmFixtures as f } from '../../../flows/steps/set_credit_waitlist/fixtures';
import { creditWaitlistConfirmView } from '../../../flows/steps/set_credit_waitlist/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { CreditWaitlistConfirmScreen } from './credit-waitlist-confirm-screen';

// Every story is a state of the app: the view-model applied to a fixture of flows/views/fixtures.
const stateOf = (fixture: StateFixture) => creditWaitlistConfirmView(fixture.input);

const meta = {
  title: 'Sign up/Credit waitlist confirm',
  component: CreditWaitlistConfirmScreen,
  parameters: { frame: 'screen' },
  args: { ...stateOf(f.joined), onContinue: fn() },
} satisfies Meta<typeof CreditWaitlistConfirmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Joined: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      "You're on the credit waitlist",
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const JoinedWithoutEmail: Story = {
  name: 'Joined without email',
  args: stateOf(f.joinedWithoutEmail),
};

export const NotJoined: Story = {
  name: 'Not joined',
  args: stateOf(f.notJoined),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('No problem');
  },
};

export const Loading: Story = {
  args: stateOf(f.submitting),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const ContinueWithKeyboard: Story = {
  name: 'Continue with keyboard',
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const Compact: Story = { globals: { layoutType: 'compact' } };

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <CreditWaitlistConfirmScreen {...args} {...stateOf(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
