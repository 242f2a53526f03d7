import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { initialFundingFixtures as f } from '../../../flows/steps/set_initial_funding_amount/fixtures';
import { initialFundingView } from '../../../flows/steps/set_initial_funding_amount/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import {
  type DesignerArgs,
  designerControls,
  sentenceArg,
  withDesignerValues,
} from '../../../flows/views/stories/designer-args';
import { stateStory } from '../../../flows/views/stories/toggle-globals';
import type { ViewOf } from '../../../flows/views/view-input';
import { AMOUNT_LIMITS_EN } from '../../../vocabulary/messages/amount-limits.en';
import { InitialFundingScreen, type InitialFundingScreenProps } from './initial-funding-screen';

// Every story is a state of the app: the view-model applied to a fixture of flows/views/fixtures.
const stateOf = (fixture: StateFixture, globals?: Record<string, string>) =>
  stateStory(withDesignerValues(initialFundingView, edits), fixture, globals);

// What a designer edits in the Controls panel: the amounts and the texts, not the view-model's
// records (the funding source, the suggestions) nor its callbacks.
const edits: DesignerArgs<ViewOf<InitialFundingScreenProps>> = {
  amount: { description: 'The amount as typed, e.g. 50, $1,000 or 25.50', control: 'text' },
  walletMinimum: {
    description: 'The wallet minimum in dollars, said up front (the Wallet minimum menu)',
    control: 'number',
  },
  errorText: sentenceArg('error', 'The refusal of the amount, under the field', [AMOUNT_LIMITS_EN]),
  formError: { description: "A refusal above the form: the service's own words", control: 'text' },
  loading: { description: 'The amount on its way', control: 'boolean' },
};
const controls = designerControls(edits);

const meta = {
  title: 'Funding/Initial funding',
  component: InitialFundingScreen,
  render: function Render(args) {
    // Typing works in the canvas: the story keeps the amount in its args, as the app keeps it
    // in the form state.
    const [, updateArgs] = useArgs<InitialFundingScreenProps>();
    return (
      <InitialFundingScreen
        {...args}
        onAmountChange={(amount) => {
          updateArgs({ amount });
          args.onAmountChange(amount);
        }}
      />
    );
  },
  parameters: { frame: 'screen', ...stateOf(f.empty).parameters, ...controls.parameters },
  argTypes: controls.argTypes,
  args: { ...stateOf(f.empty).args, onAmountChange: fn(), onContinue: fn() },
} satisfies Meta<typeof InitialFundingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    // The limits are said before anyone reaches them, as money.
    await expect(
      canvas.getByRole('textbox', { name: 'How much would you like to add?' }),
    ).toHaveAccessibleDescription('From $20 to $10,000');
  },
};

export const TypedAsMoney: Story = { name: 'Typed as money', ...stateOf(f.typed) };

export const Loading: Story = {
  ...stateOf(f.submitting),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add money' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const AboveMaximum: Story = {
  name: 'Above maximum',
  ...stateOf(f.aboveMaximum),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Enter an amount of $10,000 or less' }));
    const field = canvas.getByRole('textbox', { name: 'How much would you like to add?' });
    await expect(field).toHaveFocus();
    // What was typed stays as it was typed.
    await expect(field).toHaveValue('$1,000,000');
  },
};

export const BelowMinimum: Story = { name: 'Below minimum', ...stateOf(f.belowMinimum) };

export const NotAnAmount: Story = { name: 'Not an amount', ...stateOf(f.notAnAmount) };

export const MinusSign: Story = { name: 'Minus sign', ...stateOf(f.minus) };

export const ServerRefused: Story = { name: 'Server refused', ...stateOf(f.serverRefused) };

export const ServerError: Story = { name: 'Server error', ...stateOf(f.callFailed) };

export const FromLinkedBank: Story = { name: 'From linked bank', ...stateOf(f.fromBank) };

/** minimumWalletLoad on, with a wallet minimum of 25 from get_initial_funding. */
export const WalletMinimum: Story = {
  name: 'Wallet minimum',
  ...stateOf(f.empty, { walletMinimum: 'on' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Start with at least $25');
    await expect(
      canvas.getByRole('textbox', { name: 'How much would you like to add?' }),
    ).toHaveAccessibleDescription('From $25 to $10,000');
  },
};

export const ParentFundWalletDesign: Story = {
  name: 'Parent fund wallet design',
  ...stateOf(f.walletDesign),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Fund your family's wallet",
    );
    await userEvent.click(canvas.getByRole('radio', { name: '$50' }));
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('50');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Other amount' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount in dollars' }), '35');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('35');
    await expect(canvas.getByRole('radio', { name: 'Other amount' })).toBeChecked();
  },
};

export const ParentFundWalletPicked: Story = {
  name: 'Parent fund wallet picked',
  ...stateOf(f.walletDesignPicked),
};

export const ParentFundWalletWithMinimum: Story = {
  name: 'Parent fund wallet with minimum',
  ...stateOf(f.walletDesignWithMinimum),
};

export const TypeAndContinueWithKeyboard: Story = {
  name: 'Type and continue with keyboard',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'How much would you like to add?' }));
    await userEvent.keyboard('$1,000.50{Enter}');
    // The field passes on exactly what was typed.
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('$1,000.50');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const Phone: Story = {
  ...stateOf(f.typed),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = { ...stateOf(f.typed), globals: { layoutType: 'compact' } };

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <InitialFundingScreen {...args} {...initialFundingView(fixture.input)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
