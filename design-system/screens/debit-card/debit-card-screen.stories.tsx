import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import {
  DebitCardScreen,
  type DebitCardScreenProps,
  type DebitCardValues,
} from './debit-card-screen';

// A stateful wrapper so typing works in the canvas; the screen itself stays pure.
function Interactive(props: DebitCardScreenProps) {
  const [values, setValues] = React.useState<DebitCardValues>(props.values);
  return (
    <DebitCardScreen
      {...props}
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        props.onValuesChange(next);
      }}
    />
  );
}

const empty: DebitCardValues = { cardNumber: '', expiry: '', cvc: '', zip: '' };
// Sandbox magic cards (server/README.md): 4242... approves, ...0002 declines, ...3220 challenges.
const approved: DebitCardValues = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 29',
  cvc: '123',
  zip: '94107',
};

const meta = {
  title: 'Screens/Debit card',
  component: DebitCardScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    values: empty,
    onValuesChange: fn(),
    onContinue: fn(),
    onBack: fn(),
    onChallengeCancel: fn(),
    progress: { current: 6, total: 7 },
  },
} satisfies Meta<typeof DebitCardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { values: approved } };

export const Loading: Story = {
  args: { values: approved, loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const Declined: Story = {
  args: {
    values: { ...approved, cardNumber: '4000 0000 0000 0002' },
    formError: 'Your card was declined. Please try a different card.',
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
  },
};

export const ServerError: Story = {
  args: { values: approved, formError: 'An unexpected error occurred. Please try again later.' },
};

export const InvalidFields: Story = {
  args: {
    values: { cardNumber: '4242 4242', expiry: '13 / 20', cvc: '1', zip: '941' },
    fieldErrors: {
      cardNumber: 'Enter the 16-digit number on the front of your card',
      expiry: 'Enter an expiry date in the future',
      cvc: 'Enter the 3 or 4 digits on the back of your card',
      zip: 'Enter a 5-digit ZIP code',
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Enter a 5-digit ZIP code' }));
    await expect(canvas.getByRole('textbox', { name: 'Billing ZIP code' })).toHaveFocus();
  },
};

export const ChallengeRequested: Story = {
  args: {
    values: { ...approved, cardNumber: '4000 0000 0000 3220' },
    loading: true,
    challengeRequested3dsEnabled: true,
    challengeOpen: true,
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your bank' });
    await expect(dialog).toHaveTextContent("Opening your bank's check…");
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onChallengeCancel).toHaveBeenCalled();
  },
};

export const ChallengeWithBankFrame: Story = {
  args: {
    ...ChallengeRequested.args,
    challengeContent: (
      <div className="rounded-lg border border-ink-300 bg-white p-4 text-base text-ink-900">
        Sandbox Bank: enter the code we sent to your phone ending 0101.
      </div>
    ),
  },
};

export const ChallengeToggleOff: Story = {
  args: { values: approved, challengeRequested3dsEnabled: false, challengeOpen: true },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const TypeAndSaveWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Card number' }));
    await userEvent.keyboard('4242424242424242');
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue(
      '4242 4242 4242 4242',
    );
    await userEvent.tab();
    await userEvent.keyboard('1229');
    await expect(canvas.getByRole('textbox', { name: /Expiry date/ })).toHaveValue('12 / 29');
    await userEvent.tab();
    await userEvent.keyboard('123');
    await userEvent.tab();
    await userEvent.keyboard('94107');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(approved);
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  args: { values: approved },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = {
  args: { values: approved },
  globals: { layoutType: 'compact' },
};
