import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { nextGenFixtures as f } from '../../../flows/steps/next_gen_onboarding/fixtures';
import { nextGenView } from '../../../flows/steps/next_gen_onboarding/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { NextGenOnboardingScreen } from './next-gen-onboarding-screen';

// Every story is a state of the app: the hand-off's view-model applied to a fixture.
const stateOf = (fixture: StateFixture) => nextGenView(fixture.input);

const meta = {
  title: 'Log in/Next-gen onboarding hand-off',
  component: NextGenOnboardingScreen,
  parameters: { frame: 'screen' },
  args: { ...stateOf(f.redirecting), onContinue: fn() },
} satisfies Meta<typeof NextGenOnboardingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Redirecting: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Taking you there…');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to sign-up' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Stalled: Story = {
  args: stateOf(f.stalled),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('taking longer than usual');
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
          <NextGenOnboardingScreen {...args} {...stateOf(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
