import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  ConfirmationCodeScreen,
  type ConfirmationCodeScreenProps,
} from './confirmation-code-screen';

// A stateful wrapper so typing works in the canvas; the screen itself stays pure.
function Interactive(props: ConfirmationCodeScreenProps) {
  const [code, setCode] = React.useState(props.code);
  return (
    <ConfirmationCodeScreen
      {...props}
      code={code}
      onCodeChange={(next) => {
        setCode(next);
        props.onCodeChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Confirmation code',
  component: ConfirmationCodeScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    phoneNumber: '(555) 123-4567',
    code: '',
    onCodeChange: fn(),
    onComplete: fn(),
    onContinue: fn(),
    onResend: fn(),
    onVoiceCall: fn(),
    onChangeNumber: fn(),
  },
} satisfies Meta<typeof ConfirmationCodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { code: '123456' } };

export const Loading: Story = {
  args: { code: '123456', loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const VoiceCall: Story = {
  args: { notice: 'Calling! Please enter confirmation code below', resendInSeconds: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Calling! Please enter confirmation code below',
    );
  },
};

export const ResendCooldown: Story = {
  args: { resendInSeconds: 27 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('You can resend in 0:27')).toBeVisible();
    const resend = canvas.getByRole('button', { name: 'Text me a new code' });
    await expect(resend).toHaveAccessibleDescription('You can resend in 0:27');
    await userEvent.click(resend);
    await userEvent.click(canvas.getByRole('button', { name: 'Call me with the code instead' }));
    await expect(args.onResend).not.toHaveBeenCalled();
    await expect(args.onVoiceCall).not.toHaveBeenCalled();
  },
};

export const WrongCode: Story = {
  args: {
    code: '111111',
    error: "That code isn't right. Check it and try again.",
    attemptsRemaining: 2,
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    const field = canvas.getByRole('textbox', { name: 'Confirmation code' });
    await expect(field).toHaveAccessibleDescription(
      "2 tries left Error: That code isn't right. Check it and try again.",
    );
  },
};

export const LastAttempt: Story = { args: { attemptsRemaining: 1 } };

export const SmsUnsupported: Story = {
  args: { formError: 'Please use a device that supports SMS messaging.' },
};

export const ServerError: Story = {
  args: { formError: 'An unexpected error occurred. Please try again later.' },
};

export const TypeCodeAndContinue: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Confirmation code' }));
    await userEvent.keyboard('654321');
    await expect(args.onComplete).toHaveBeenCalledWith('654321');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('654321');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const ResendAndCall: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Text me a new code' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Call me with the code instead' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(args.onVoiceCall).toHaveBeenCalledTimes(1);
  },
};

export const ChangeNumber: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change mobile number' }));
    await expect(args.onChangeNumber).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = { args: { code: '123456' }, globals: { layoutType: 'compact' } };

export const Phone: Story = {
  args: { code: '123456' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
