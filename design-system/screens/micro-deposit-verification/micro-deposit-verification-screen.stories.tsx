import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  type MicroDepositValues,
  MicroDepositVerificationScreen,
  type MicroDepositVerificationScreenProps,
} from './micro-deposit-verification-screen';

// A stateful wrapper so typing works in the canvas; the screen itself stays pure.
function Interactive(props: MicroDepositVerificationScreenProps) {
  const [values, setValues] = React.useState<MicroDepositValues>(props.values);
  return (
    <MicroDepositVerificationScreen
      {...props}
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        props.onValuesChange(next);
      }}
    />
  );
}

// The sandbox always sends 0.32 and 0.45 (server/README.md).
const filled: MicroDepositValues = { amount1: '0.32', amount2: '0.45' };

const meta = {
  title: 'Screens/Micro-deposit verification',
  component: MicroDepositVerificationScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    values: { amount1: '', amount2: '' },
    kind: 'bank',
    accountLabel: 'Harbor Sandbox Bank ••••6789',
    onValuesChange: fn(),
    onVerify: fn(),
    onLater: fn(),
    onChooseAnotherAccount: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof MicroDepositVerificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { values: filled } };

export const Loading: Story = {
  args: { values: filled, loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const DebitCard: Story = {
  args: { kind: 'card', accountLabel: 'your Visa debit card ending 3220' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Confirm your debit card',
    );
  },
};

export const AmountsDoNotMatch: Story = {
  args: {
    values: { amount1: '0.23', amount2: '0.54' },
    formError: 'Those amounts do not match. Please check them and try again.',
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
  },
};

export const MissingAmount: Story = {
  args: {
    values: { amount1: '0.32', amount2: '' },
    fieldErrors: { amount2: 'Enter the second amount' },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Enter the second amount' }));
    await expect(canvas.getByRole('textbox', { name: 'Second amount' })).toHaveFocus();
  },
};

export const ServerError: Story = {
  args: { values: filled, formError: 'An unexpected error occurred. Please try again later.' },
};

/** ERR_MAX_CHALLENGE_WITHDRAWAL_VERIFICATIONS: the fields go, another way to pay is offered. */
export const MaxAttemptsReached: Story = {
  args: { maxAttemptsReached: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many tries. Please link a different funding account or contact support.',
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another way to add money' }));
    await expect(args.onChooseAnotherAccount).toHaveBeenCalledTimes(1);
  },
};

/** During registration, past the funding step: the way on is to carry on unverified. */
export const MaxAttemptsDuringRegistration: Story = {
  args: { maxAttemptsReached: true, chooseAnotherAccountLabel: 'Continue without verifying' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue without verifying' }));
    await expect(args.onChooseAnotherAccount).toHaveBeenCalledTimes(1);
  },
};

export const VerifyLater: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: "I'll verify later" }));
    await expect(args.onLater).toHaveBeenCalledTimes(1);
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const TypeAndVerifyWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'First amount' }));
    await userEvent.keyboard('$0.32');
    await userEvent.tab();
    await userEvent.keyboard('0.45{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(filled);
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  args: { values: filled },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = { args: { values: filled }, globals: { layoutType: 'compact' } };
