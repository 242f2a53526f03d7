import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { microDepositFixtures as f } from '../../../flows/steps/verify_funding/fixtures';
import { microDepositView } from '../../../flows/steps/verify_funding/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import {
  MicroDepositVerificationScreen,
  type MicroDepositVerificationScreenProps,
} from './micro-deposit-verification-screen';

// Every story is a state of the app: the two-amount view-model applied to a fixture.
const stateOf = (fixture: StateFixture) => microDepositView(fixture.input);

const meta = {
  title: 'Funding/Micro-deposit verification',
  component: MicroDepositVerificationScreen,
  render: function Render(args) {
    // Typing works in the canvas: the story keeps the amounts in its args, as the app keeps
    // them in the form state.
    const [, updateArgs] = useArgs<MicroDepositVerificationScreenProps>();
    return (
      <MicroDepositVerificationScreen
        {...args}
        onValuesChange={(values) => {
          updateArgs({ values });
          args.onValuesChange(values);
        }}
      />
    );
  },
  parameters: { frame: 'screen' },
  args: {
    ...stateOf(f.bank),
    onValuesChange: fn(),
    onVerify: fn(),
    onLater: fn(),
    onChooseAnotherAccount: fn(),
  },
} satisfies Meta<typeof MicroDepositVerificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/two small deposits to your Harbor Sandbox Bank/)).toBeVisible();
  },
};

export const Filled: Story = { args: stateOf(f.filled) };

export const Loading: Story = {
  args: stateOf(f.submitting),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const DebitCard: Story = {
  name: 'Debit card',
  args: stateOf(f.card),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Confirm your debit card',
    );
  },
};

export const AmountsDoNotMatch: Story = {
  name: 'Amounts do not match',
  args: stateOf(f.doNotMatch),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
  },
};

export const MissingAmount: Story = {
  name: 'Missing amount',
  args: stateOf(f.missingAmount),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(
      canvas.getByRole('link', { name: 'Enter the amount in dollars, between 0.01 and 0.99' }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Second amount' })).toHaveFocus();
  },
};

/** ERR_MAX_CHALLENGE_WITHDRAWAL_VERIFICATIONS: the fields go, the way on is without verifying. */
export const MaxAttemptsReached: Story = {
  name: 'Max attempts reached',
  args: stateOf(f.maxAttempts),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many tries. Please link a different funding account or contact support.',
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue without verifying' }));
    await expect(args.onChooseAnotherAccount).toHaveBeenCalledTimes(1);
  },
};

/** From the completion page's reminder after a reload: the looked-up account names the bank. */
export const FromCompletion: Story = {
  name: 'From the completion reminder, after a reload',
  args: stateOf(f.fromCompletion),
};

export const VerifyLater: Story = {
  name: 'Verify later',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: "I'll verify later" }));
    await expect(args.onLater).toHaveBeenCalledTimes(1);
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
  tags: ['!dev'],
};

export const TypeAndVerifyWithKeyboard: Story = {
  name: 'Type and verify with keyboard',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'First amount' }));
    await userEvent.keyboard('$0.32');
    await userEvent.tab();
    await userEvent.keyboard('0.45{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      amount1: '0.32',
      amount2: '0.45',
    });
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
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
          <MicroDepositVerificationScreen {...args} {...stateOf(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
