import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SessionExpiredScreen } from './session-expired-screen';

const meta = {
  title: 'Screens/Session expired',
  component: SessionExpiredScreen,
  parameters: { frame: 'screen' },
  args: { onLogIn: fn() },
} satisfies Meta<typeof SessionExpiredScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in again' }));
    await expect(args.onLogIn).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = { globals: { layoutType: 'compact' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
