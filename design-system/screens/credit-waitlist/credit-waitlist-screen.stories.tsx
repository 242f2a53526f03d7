import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent } from 'storybook/test';
import { creditWaitlistFixtures as f } from '../../../flows/steps/set_credit_waitlist/fixtures';
import { creditWaitlistView } from '../../../flows/steps/set_credit_waitlist/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { CreditWaitlistScreen, type CreditWaitlistScreenProps } from './credit-waitlist-screen';

// Every story is a state of the app: the view-model applied to a fixture of flows/views/fixtures.
const stateOf = (fixture: StateFixture) => creditWaitlistView(fixture.input);

const meta = {
  title: 'Sign up/Credit waitlist',
  component: CreditWaitlistScreen,
  render: function Render(args) {
    // Choosing works in the canvas: the story keeps the choice in its args, as the app keeps
    // it in the form state.
    const [, updateArgs] = useArgs<CreditWaitlistScreenProps>();
    return (
      <CreditWaitlistScreen
        {...args}
        onChoiceChange={(choice) => {
          updateArgs({ choice });
          args.onChoiceChange(choice);
        }}
      />
    );
  },
  parameters: { frame: 'screen' },
  args: { ...stateOf(f.empty), onChoiceChange: fn(), onContinue: fn() },
} satisfies Meta<typeof CreditWaitlistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Joining: Story = {
  args: stateOf(f.joining),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Yes, add me/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Declining: Story = {
  args: stateOf(f.declining),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'No thanks' })).toBeChecked();
  },
};

export const Choose: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'No thanks' }));
    await expect(args.onChoiceChange).toHaveBeenCalledWith('decline');
  },
  tags: ['!dev'],
};

export const NoChoice: Story = { name: 'No choice', args: stateOf(f.noChoice) };

export const ServerError: Story = { name: 'Server error', args: stateOf(f.refused) };

export const Compact: Story = { args: stateOf(f.joining), globals: { layoutType: 'compact' } };

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <CreditWaitlistScreen {...args} {...stateOf(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
