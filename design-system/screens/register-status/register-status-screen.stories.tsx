import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { registerStatusFixtures as f } from '../../../flows/steps/register/fixtures';
import { registerStatusView } from '../../../flows/steps/register/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { RegisterStatusScreen } from './register-status-screen';

// Every story is a state of the app: the view-model applied to a fixture of flows/views/fixtures.
const stateOf = (fixture: StateFixture) => registerStatusView(fixture.input);

const meta = {
  title: 'Errors and system/Registration status',
  component: RegisterStatusScreen,
  parameters: { frame: 'screen' },
  args: { ...stateOf(f.starting), onTryAgain: fn(), onStartAgain: fn() },
} satisfies Meta<typeof RegisterStatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resuming or initialising the registration: nothing to press. */
export const Starting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Just a moment' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Completing: Story = { args: stateOf(f.completing) };

export const CompletingFailed: Story = {
  name: 'Completing failed',
  args: stateOf(f.completeFailed),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onTryAgain).toHaveBeenCalledTimes(1);
  },
};

/** Only an unresolved address stands before completing; the address notice sits above it. */
export const OneLastCheck: Story = { name: 'One last check', args: stateOf(f.addressCheck) };

export const LoadingFailed: Story = {
  name: 'Loading failed',
  args: stateOf(f.loadFailed),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Your answers so far are saved.')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Start again with your phone number' }),
    );
    await expect(args.onStartAgain).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = { args: stateOf(f.loadFailed), globals: { layoutType: 'compact' } };

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <RegisterStatusScreen {...args} {...stateOf(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
