import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  ManualBankAccountScreen,
  type ManualBankAccountScreenProps,
  type ManualBankValues,
} from './manual-bank-account-screen';

// A stateful wrapper so typing works in the canvas; the screen itself stays pure.
function Interactive(props: ManualBankAccountScreenProps) {
  const [values, setValues] = React.useState<ManualBankValues>(props.values);
  return (
    <ManualBankAccountScreen
      {...props}
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        props.onValuesChange(next);
      }}
    />
  );
}

// Sandbox routing numbers (server/README.md): 110000000 is Harbor Sandbox Bank.
const filled: ManualBankValues = {
  routingNumber: '110000000',
  accountNumber: '000123456789',
  confirmAccountNumber: '000123456789',
};

const meta = {
  title: 'Screens/Manual bank account',
  component: ManualBankAccountScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    values: { routingNumber: '', accountNumber: '', confirmAccountNumber: '' },
    bankLookup: { state: 'idle' },
    onValuesChange: fn(),
    onContinue: fn(),
    onBack: fn(),
    progress: { current: 6, total: 7 },
  },
} satisfies Meta<typeof ManualBankAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { values: filled, bankLookup: { state: 'found', bankName: 'Harbor Sandbox Bank' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Routing number' }),
    ).toHaveAccessibleDescription('9 digits Bank: Harbor Sandbox Bank');
  },
};

export const Loading: Story = {
  args: { ...Filled.args, loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const LookingUpBank: Story = {
  args: {
    values: { ...filled, accountNumber: '', confirmAccountNumber: '' },
    bankLookup: { state: 'loading' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Looking up your bank…');
  },
};

export const BankNotFound: Story = {
  args: {
    values: { routingNumber: '121000358', accountNumber: '', confirmAccountNumber: '' },
    bankLookup: { state: 'failed', message: 'We could not find a bank with that routing number.' },
  },
  play: async ({ canvas }) => {
    // Shown at the field only: no error summary takes focus while the parent is typing.
    await expect(canvas.queryByRole('region', { name: 'There is a problem' })).toBeNull();
    await expect(
      canvas.getByRole('textbox', { name: 'Routing number' }),
    ).toHaveAccessibleDescription(/We could not find a bank with that routing number\./);
  },
};

export const InvalidRoutingNumber: Story = {
  args: {
    values: { routingNumber: '123456789', accountNumber: '', confirmAccountNumber: '' },
    bankLookup: { state: 'failed', message: 'Please enter a valid 9-digit routing number.' },
  },
};

export const AccountNumbersDoNotMatch: Story = {
  args: {
    values: { ...filled, confirmAccountNumber: '000123456780' },
    bankLookup: { state: 'found', bankName: 'Harbor Sandbox Bank' },
    fieldErrors: { confirmAccountNumber: 'The account numbers do not match' },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'The account numbers do not match' }));
    await expect(canvas.getByRole('textbox', { name: 'Confirm account number' })).toHaveFocus();
  },
};

export const ServerError: Story = {
  args: {
    ...Filled.args,
    formError: 'An unexpected error occurred. Please try again later.',
  },
};

export const TypeWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Routing number' }));
    await userEvent.keyboard('11000-0000 9');
    await expect(canvas.getByRole('textbox', { name: 'Routing number' })).toHaveValue('110000000');
    await userEvent.tab();
    await userEvent.keyboard('000123456789');
    await userEvent.tab();
    await userEvent.keyboard('000123456789{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(filled);
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  args: Filled.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = { args: Filled.args, globals: { layoutType: 'compact' } };
