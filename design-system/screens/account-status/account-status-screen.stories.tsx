import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { accountStatusFixtures as f } from '../../../flows/steps/deactivated/fixtures';
import { accountStatusView } from '../../../flows/steps/deactivated/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { stateStory } from '../../../flows/views/stories/toggle-globals';
import { AccountStatusScreen } from './account-status-screen';

// Every story is a state of the app: the account-status view-model applied to a fixture (stateStory),
// so the toolbar's deactivated message menu shows the same state under its choice.
const stateOf = (fixture: StateFixture) => stateStory(accountStatusView, fixture);

const meta = {
  title: 'Log in/Account deactivated or invalidated',
  component: AccountStatusScreen,
  parameters: { frame: 'screen', ...stateOf(f.deactivated).parameters },
  args: { ...stateOf(f.deactivated).args, onContinue: fn(), onStartOver: fn() },
} satisfies Meta<typeof AccountStatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deactivated: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Your account has been deactivated. Please call customer support at 1-888-483-2645.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call 1-888-483-2645' })).toHaveAttribute(
      'href',
      'tel:+18884832645',
    );
  },
};

export const DeactivatedNewMessage: Story = {
  name: 'Deactivated, new deactivated message on',
  ...stateOf(f.closed),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Oops! Your account is currently closed. To reactivate, please log in to the Harbor app.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call 1-888-483-2645' })).toHaveAttribute(
      'href',
      'tel:+18884832645',
    );
  },
};

export const Invalidated: Story = {
  ...stateOf(f.invalidated),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the start' }));
    await expect(args.onStartOver).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = { globals: { layoutType: 'compact' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <AccountStatusScreen {...args} {...stateOf(fixture).args} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
