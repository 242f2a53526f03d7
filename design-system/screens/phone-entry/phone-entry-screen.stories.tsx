import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PhoneEntryScreen, type PhoneEntryScreenProps } from './phone-entry-screen';

// A stateful wrapper so typing works in the canvas; the screen itself stays pure.
function Interactive(props: PhoneEntryScreenProps) {
  const [phoneNumber, setPhoneNumber] = React.useState(props.phoneNumber);
  return (
    <PhoneEntryScreen
      {...props}
      phoneNumber={phoneNumber}
      onPhoneNumberChange={(value) => {
        setPhoneNumber(value);
        props.onPhoneNumberChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Phone entry',
  component: PhoneEntryScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: { phoneNumber: '', onPhoneNumberChange: fn(), onContinue: fn() },
} satisfies Meta<typeof PhoneEntryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { phoneNumber: '(555) 123-4567' } };

export const Loading: Story = {
  args: { phoneNumber: '(555) 123-4567', loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const SmsUnsupported: Story = {
  args: {
    phoneNumber: '(555) 123-4567',
    error: 'Please use a device that supports SMS messaging.',
  },
};

export const InvalidNumber: Story = {
  args: { phoneNumber: '(555) 123', error: 'Enter a 10-digit US mobile number' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Enter a 10-digit US mobile number' }));
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
  },
};

export const ServerError: Story = {
  args: {
    phoneNumber: '(555) 123-4567',
    formError: 'An unexpected error occurred. Please try again later.',
  },
};

/** Back after a registration call answered 401 (spec sections 4 and 8). */
export const SessionExpired: Story = {
  args: {
    phoneNumber: '(555) 123-4567',
    sessionNotice: 'Your session has expired. Please log in again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your session has expired. Please log in again.')).toBeVisible();
  },
};

export const TypeAndContinueWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.click(field);
    await userEvent.keyboard('5551234567');
    await expect(field).toHaveValue('(555) 123-4567');
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  args: { phoneNumber: '(555) 123-4567' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = {
  args: { phoneNumber: '(555) 123-4567' },
  globals: { layoutType: 'compact' },
};
