import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { FundingMethod } from './funding-methods';
import { FundingSelectorScreen, type FundingSelectorScreenProps } from './funding-selector-screen';

// A stateful wrapper so picking works in the canvas; the screen itself stays pure.
function Interactive(props: FundingSelectorScreenProps) {
  const [value, setValue] = React.useState<FundingMethod | null>(props.value);
  return (
    <FundingSelectorScreen
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Funding selector',
  component: FundingSelectorScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    value: null,
    onValueChange: fn(),
    onContinue: fn(),
    onBack: fn(),
    progress: { current: 5, total: 7 },
  },
} satisfies Meta<typeof FundingSelectorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionNames = (canvas: { getAllByRole: (role: 'radio') => HTMLElement[] }) =>
  canvas.getAllByRole('radio').map((radio) => radio.textContent);

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'Link your bank instantly' })).not.toBeChecked();
  },
};

export const Filled: Story = { args: { value: 'debit' } };

export const Loading: Story = {
  args: { value: 'debit', loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const NothingChosen: Story = {
  args: { error: 'Choose how you would like to add money' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(
      canvas.getByRole('link', { name: 'Choose how you would like to add money' }),
    );
    await expect(canvas.getByRole('radio', { name: 'Link your bank instantly' })).toHaveFocus();
  },
};

export const ServerError: Story = {
  args: { value: 'manual', formError: 'An unexpected error occurred. Please try again later.' },
};

export const HidePlaid: Story = {
  args: { hidePlaid: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio', { name: 'Link your bank instantly' })).toBeNull();
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
  },
};

export const HideManualACH: Story = {
  args: { hideManualACH: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio', { name: 'Enter bank account details' })).toBeNull();
  },
};

export const HideDebit: Story = {
  args: { hideDebit: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio', { name: 'Debit card' })).toBeNull();
  },
};

export const ReOrderedDebitFirst: Story = {
  args: { reOrderDebitOnFundingScreen: true },
  play: async ({ canvas }) => {
    const names = optionNames(canvas);
    await expect(names[0]).toContain('Debit card');
    await expect(names[1]).toContain('Link your bank instantly');
  },
};

export const ApplePayAndGooglePay: Story = {
  args: { applePay: true, googlePay: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Apple Pay' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Google Pay' })).toBeVisible();
  },
};

export const ReOrderedWithWallets: Story = {
  args: { reOrderDebitOnFundingScreen: true, applePay: true, googlePay: true },
};

export const NothingToOffer: Story = {
  args: { hidePlaid: true, hideManualACH: true, hideDebit: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
  },
};

export const PickAndContinueWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Back' }).focus();
    await userEvent.tab(); // into the group, at its first card
    await expect(canvas.getByRole('radio', { name: 'Link your bank instantly' })).toHaveFocus();
    // Held down as a person would: Radix selects on the focus that follows the key press.
    await userEvent.keyboard('{ArrowDown>}{/ArrowDown}{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Debit card' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('debit');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  args: { value: 'instant' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = {
  args: { value: 'instant' },
  globals: { layoutType: 'compact' },
};
