import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IdentityResultScreen } from './identity-result-screen';

const meta = {
  title: 'Screens/Identity result',
  component: IdentityResultScreen,
  parameters: { frame: 'screen' },
  args: { outcome: 'fail', onRetry: fn(), onContinue: fn(), progress: { current: 5, total: 7 } },
} satisfies Meta<typeof IdentityResultScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pass: Story = {
  args: { outcome: 'pass' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const PartialFail: Story = {
  args: { outcome: 'partialFail' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Please re-enter your information and try again',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Re-enter my information' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Fail: Story = {
  args: { outcome: 'fail' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.getByText(/1-888-483-2645/)).toBeVisible();
  },
};

export const FailWithServerMessage: Story = {
  args: {
    outcome: 'fail',
    message: 'There was an error verifying your identity. Please try again later.',
  },
};

export const FailWithRetry: Story = {
  args: { outcome: 'fail', kycRetryEnabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** ERR_IDENTITY_VERIFICATION: the check itself failed to run. */
export const IdentityVerificationError: Story = {
  args: { outcome: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There was an error verifying your identity. Please try again later.',
    );
  },
};

export const IdentityVerificationErrorWithRetry: Story = {
  args: { outcome: 'error', kycRetryEnabled: true },
};

export const Loading: Story = {
  args: { outcome: 'fail', kycRetryEnabled: true, loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const RetryWithKeyboard: Story = {
  args: { outcome: 'partialFail' },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Re-enter my information' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  args: { outcome: 'partialFail' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = {
  args: { outcome: 'partialFail' },
  globals: { layoutType: 'compact' },
};
