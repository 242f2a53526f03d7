import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EmailVerificationScreen } from './email-verification-screen';

const meta = {
  title: 'Screens/Email verification',
  component: EmailVerificationScreen,
  parameters: { frame: 'screen' },
  args: {
    email: 'pat.rivera@example.com',
    emailVerificationStatus: 'unverified',
    onContinue: fn(),
    onResend: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof EmailVerificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send the email again' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const Resending: Story = {
  args: { resendState: 'sending' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send the email again' }));
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const Resent: Story = {
  args: { resendState: 'sent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We sent a new link to pat.rivera@example.com.',
    );
  },
};

export const Verified: Story = {
  args: { emailVerificationStatus: 'verified' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Email verified');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: "I've verified my email" }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const LinkFailed: Story = {
  args: { formError: 'An unexpected error occurred. Please try again later.' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
  },
};

export const ResendWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: "I've verified my email" }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send the email again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const Compact: Story = { globals: { layoutType: 'compact' } };
