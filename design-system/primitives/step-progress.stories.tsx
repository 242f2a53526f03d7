import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StepProgress } from './step-progress';

const meta = {
  title: 'Primitives/StepProgress',
  component: StepProgress,
  args: { current: 2, total: 5 },
} satisfies Meta<typeof StepProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Registration progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 5');
    await expect(canvas.getByText('Step 2 of 5')).toBeVisible();
  },
};

export const First: Story = { args: { current: 1, total: 7 } };

export const Last: Story = { args: { current: 7, total: 7 } };

export const OutOfRangeIsClamped: Story = {
  args: { current: 9, total: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 4 of 4')).toBeVisible();
  },
};

export const UnknownTotal: Story = {
  args: { current: 1, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
