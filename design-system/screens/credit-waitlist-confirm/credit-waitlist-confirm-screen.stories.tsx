import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CreditWaitlistConfirmScreen } from './credit-waitlist-confirm-screen';

const meta = {
  title: 'Screens/Credit waitlist confirm',
  component: CreditWaitlistConfirmScreen,
  parameters: { frame: 'screen' },
  args: { creditAccepted: true, email: 'pat.rivera@example.com', onContinue: fn() },
} satisfies Meta<typeof CreditWaitlistConfirmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Joined: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      "You're on the credit waitlist",
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const JoinedWithoutEmail: Story = { args: { email: undefined } };

export const NotJoined: Story = {
  args: { creditAccepted: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('No problem');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const ContinueWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const Compact: Story = { globals: { layoutType: 'compact' } };
