import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AccountStatusScreen } from './account-status-screen';

const meta = {
  title: 'Screens/Account deactivated or invalidated',
  component: AccountStatusScreen,
  parameters: { frame: 'screen' },
  args: { status: 'deactivated', onContinue: fn(), onStartOver: fn() },
} satisfies Meta<typeof AccountStatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deactivated: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Your account has been deactivated. Please call customer support at 1-888-483-2645.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call 1-888-483-2645' })).toHaveAttribute(
      'href',
      'tel:+18884832645',
    );
  },
};

export const DeactivatedNewMessage: Story = {
  name: 'Deactivated, newDeactivatedErrorMsg',
  args: { newDeactivatedErrorMsg: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        "Oops! Your account is currently closed. To reactivate, please log in to the provider's app.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
  },
};

export const Invalidated: Story = {
  args: { status: 'invalidated' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the start' }));
    await expect(args.onStartOver).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = { globals: { layoutType: 'compact' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
