import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { InitialFundingScreen, type InitialFundingScreenProps } from './initial-funding-screen';

// A stateful wrapper so typing and picking work in the canvas; the screen itself stays pure.
function Interactive(props: InitialFundingScreenProps) {
  const [amount, setAmount] = React.useState(props.amount);
  return (
    <InitialFundingScreen
      {...props}
      amount={amount}
      onAmountChange={(next) => {
        setAmount(next);
        props.onAmountChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Initial funding',
  component: InitialFundingScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    amount: '',
    onAmountChange: fn(),
    onContinue: fn(),
    onBack: fn(),
    fundingSourceLabel: 'Visa debit card ••••4242',
    progress: { current: 7, total: 7 },
  },
} satisfies Meta<typeof InitialFundingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Amount in dollars' }),
    ).toHaveAccessibleDescription('At least $20');
  },
};

export const Filled: Story = { args: { amount: '50' } };

export const Loading: Story = {
  args: { amount: '50', loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add money' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const BelowMinimum: Story = {
  args: { amount: '5', error: 'Add at least $20' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Add at least $20' }));
    await expect(canvas.getByRole('textbox', { name: 'Amount in dollars' })).toHaveFocus();
  },
};

export const ServerError: Story = {
  args: { amount: '50', formError: 'An unexpected error occurred. Please try again later.' },
};

/** minimumWalletLoad on, with a wallet minimum of 25 from the toggle's payload. */
export const WalletMinimum: Story = {
  args: { minimumWalletLoad: true, minimumLoadAmount: 25, displayMinimumAmount: 25 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Start with at least $25');
  },
};

export const ParentFundWalletDesign: Story = {
  args: { parentFundWalletDesign: true },
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

export const ParentFundWalletWithMinimum: Story = {
  args: {
    parentFundWalletDesign: true,
    minimumWalletLoad: true,
    minimumLoadAmount: 75,
    displayMinimumAmount: 75,
    amount: '75',
  },
};

export const TypeAndContinueWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Amount in dollars' }));
    await userEvent.keyboard('$40.005{Enter}');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('40.00');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  args: { amount: '50' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = { args: { amount: '50' }, globals: { layoutType: 'compact' } };
