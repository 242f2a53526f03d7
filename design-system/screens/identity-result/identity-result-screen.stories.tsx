import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { identityResultFixtures as f } from '../../../flows/steps/verify_identity/identity-result-fixtures';
import { identityResultView } from '../../../flows/steps/verify_identity/identity-result-view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { stateStory } from '../../../flows/views/stories/toggle-globals';
import { IdentityResultScreen } from './identity-result-screen';

// Every story is a state of the app: the view-model applied to a fixture (stateStory), so the
// toolbar's identity retry menu shows the same state with or without Try again.
const stateOf = (fixture: StateFixture) => stateStory(identityResultView, fixture);

const meta = {
  title: 'Identity/Identity result',
  component: IdentityResultScreen,
  parameters: { frame: 'screen', ...stateOf(f.fail).parameters },
  args: { ...stateOf(f.fail).args, onRetry: fn(), onLeave: fn() },
} satisfies Meta<typeof IdentityResultScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ERR_KYC_FAIL: an honest end, support's number to call, no step progress, nothing to retry. */
export const Fail: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '1-888-483-2645' })).toHaveAttribute(
      'href',
      'tel:+18884832645',
    );
    await expect(canvas.queryByText(/try again later/i)).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const FailInsideTheApp: Story = {
  name: 'Fail inside the app',
  ...stateOf(f.failInsideTheApp),
  globals: { layoutType: 'compact' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the app' }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};

export const FailWithRetry: Story = {
  name: 'Fail with retry',
  ...stateOf(f.failWithRetry),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** ERR_IDENTITY_VERIFICATION: the check could not run; its text speaks of trying again. */
export const CouldNotRun: Story = {
  name: 'Could not run',
  ...stateOf(f.couldNotRun),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There was an error verifying your identity. Please try again later.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <IdentityResultScreen {...args} {...stateOf(fixture).args} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
