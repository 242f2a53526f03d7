import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NextGenOnboardingScreen } from './next-gen-onboarding-screen';

const meta = {
  title: 'Screens/Next-gen onboarding hand-off',
  component: NextGenOnboardingScreen,
  parameters: { frame: 'screen' },
  args: { onContinue: fn() },
} satisfies Meta<typeof NextGenOnboardingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Redirecting: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Taking you there…');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to sign-up' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Stalled: Story = {
  args: { stalled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('taking longer than usual');
  },
};

export const Compact: Story = { globals: { layoutType: 'compact' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
