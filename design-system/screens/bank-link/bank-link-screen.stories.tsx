import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { BankLinkScreen } from './bank-link-screen';

const meta = {
  title: 'Screens/Bank link',
  component: BankLinkScreen,
  parameters: { frame: 'screen' },
  args: {
    status: 'idle',
    onOpenBankLink: fn(),
    onUseManual: fn(),
    onBack: fn(),
    progress: { current: 6, total: 7 },
  },
} satisfies Meta<typeof BankLinkScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Link my bank' }));
    await expect(args.onOpenBankLink).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Opening a secure connection to your bank…',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Link my bank' }));
    await expect(args.onOpenBankLink).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ args, canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveTextContent(
        'We could not link that bank. Please try again.',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onOpenBankLink).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: {
    status: 'failed',
    failureMessage: 'An unexpected error occurred. Please try again later.',
  },
};

/** hideManualACH: no way round to the manual form. */
export const ManualHidden: Story = {
  args: { onUseManual: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('button', { name: 'Enter account details instead' }),
    ).toBeNull();
  },
};

export const SwitchToManualWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Link my bank' }).focus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Enter account details instead' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUseManual).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const Compact: Story = { globals: { layoutType: 'compact' } };
