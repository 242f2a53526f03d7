import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { manualBankFixtures as f } from '../../../flows/steps/set_funding_account/manual-bank-fixtures';
import { manualBankView } from '../../../flows/steps/set_funding_account/manual-bank-view';
import { inTheFlow } from '../../../flows/views/fixtures/in-the-flow';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import {
  ManualBankAccountScreen,
  type ManualBankAccountScreenProps,
} from './manual-bank-account-screen';

// Every story is a state of the app: the manual account view-model applied to a fixture.
const stateOf = (fixture: StateFixture) => manualBankView(fixture.input);

const meta = {
  title: 'Funding/Manual bank account',
  component: ManualBankAccountScreen,
  render: function Render(args) {
    // Typing works in the canvas: the story keeps the numbers in its args, as the app keeps
    // them in the form state.
    const [, updateArgs] = useArgs<ManualBankAccountScreenProps>();
    return (
      <ManualBankAccountScreen
        {...args}
        onValuesChange={(values) => {
          updateArgs({ values });
          args.onValuesChange(values);
        }}
      />
    );
  },
  // Back is the page's history (the funding choice), which the app's step page gives it.
  decorators: [inTheFlow('Funding')],
  parameters: { frame: 'screen', pageBack: fn() },
  args: {
    ...stateOf(f.empty),
    onValuesChange: fn(),
    onContinue: fn(),
  },
} satisfies Meta<typeof ManualBankAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: stateOf(f.filled),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Routing number' }),
    ).toHaveAccessibleDescription('9 digits Bank: Harbor Sandbox Bank');
  },
};

export const Loading: Story = {
  args: stateOf(f.sending),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const LookingUpBank: Story = {
  name: 'Looking up bank',
  args: stateOf(f.lookingUp),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Looking up your bank…');
  },
};

export const BankNotFound: Story = {
  name: 'Bank not found',
  args: stateOf(f.bankNotFound),
  play: async ({ canvas }) => {
    // Shown at the field only: no error summary takes focus while the parent is typing.
    await expect(canvas.queryByRole('region', { name: 'There is a problem' })).toBeNull();
    await expect(
      canvas.getByRole('textbox', { name: 'Routing number' }),
    ).toHaveAccessibleDescription(/We could not find a bank with that routing number\./);
  },
};

export const InvalidRoutingNumber: Story = {
  name: 'Invalid routing number',
  args: stateOf(f.invalidRoutingNumber),
};

export const AccountNumbersDoNotMatch: Story = {
  name: 'Account numbers do not match',
  args: stateOf(f.numbersDoNotMatch),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'The account numbers do not match' }));
    await expect(canvas.getByRole('textbox', { name: 'Confirm account number' })).toHaveFocus();
  },
};

export const ServerError: Story = { name: 'Server error', args: stateOf(f.serverError) };

export const TypeWithKeyboard: Story = {
  name: 'Type with keyboard',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Routing number' }));
    await userEvent.keyboard('11000-0000 9');
    await expect(canvas.getByRole('textbox', { name: 'Routing number' })).toHaveValue('110000000');
    await userEvent.tab();
    await userEvent.keyboard('000123456789');
    await userEvent.tab();
    await userEvent.keyboard('000123456789{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      routingNumber: '110000000',
      accountNumber: '000123456789',
      confirmAccountNumber: '000123456789',
    });
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const Phone: Story = {
  args: stateOf(f.filled),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = { args: stateOf(f.filled), globals: { layoutType: 'compact' } };

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <ManualBankAccountScreen {...args} {...stateOf(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
