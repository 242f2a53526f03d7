import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileAuthFixtures as f } from '../../../flows/steps/validate/mobile-auth-fixtures';
import { mobileAuthView } from '../../../flows/steps/validate/mobile-auth-view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { MobileAuthScreen } from './mobile-auth-screen';

// Every story is a state of the app: the mobile-auth view-model applied to a fixture.
const stateOf = (fixture: StateFixture) => mobileAuthView(fixture.input);

const meta = {
  title: 'Sign up/Mobile number authentication',
  component: MobileAuthScreen,
  parameters: { frame: 'screen' },
  args: {
    ...stateOf(f.notAsked),
    onConfirm: fn(),
    onUseCode: fn(),
    onContinue: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof MobileAuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotAsked: Story = {
  name: 'Not asked',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm my number' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** initial-redirect: the carrier's link has been asked for. */
export const InitialRedirect: Story = {
  name: 'Initial redirect',
  args: stateOf(f.initialRedirect),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Getting a secure link from your carrier…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm my number' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** pending: the browser is on its way to the carrier. */
export const Pending: Story = {
  args: stateOf(f.pending),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Taking you to your mobile carrier/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Continue/ })).toBeNull();
  },
};

export const Success: Story = {
  args: stateOf(f.success),
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Send me a code instead' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Failure: Story = {
  args: stateOf(f.failure),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "Your mobile carrier couldn't confirm (555) 123-4567.",
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a code instead' }));
    await expect(args.onUseCode).toHaveBeenCalledTimes(1);
  },
};

export const Invalidated: Story = {
  args: stateOf(f.invalidated),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm again' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const RedirectFailed: Story = {
  name: 'The redirect could not be asked for',
  args: stateOf(f.redirectFailed),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('An unexpected error occurred. Please try again later.', {
        selector: 'a, p, li, span',
      }),
    ).toBeVisible();
  },
};

export const Compact: Story = { args: stateOf(f.pending), globals: { layoutType: 'compact' } };

export const Phone: Story = {
  args: stateOf(f.failure),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <MobileAuthScreen {...args} {...stateOf(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
