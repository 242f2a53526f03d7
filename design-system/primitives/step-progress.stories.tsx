import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StepProgress } from './step-progress';

const count = (step: number, of: number) => `Step ${step} of ${of}`;

const meta = {
  title: 'Primitives/StepProgress',
  component: StepProgress,
  // A sample count: the screen that shows a bar words it from its area (the identity questions').
  args: {
    current: 2,
    total: 5,
    label: 'Registration progress',
    count,
  },
} satisfies Meta<typeof StepProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Registration progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 5');
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    await expect(bar).toHaveAttribute('aria-valuemax', '5');
    await expect(canvas.getByText('Step 2 of 5')).toBeVisible();
  },
};

export const First: Story = {
  args: { current: 1, total: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 1 of 7')).toBeVisible();
  },
};

export const Last: Story = {
  args: { current: 7, total: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 7 of 7');
  },
};

export const OutOfRangeIsClamped: Story = {
  name: 'Out of range is clamped',
  args: { current: 9, total: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 4 of 4')).toBeVisible();
  },
};

export const UnknownCurrent: Story = {
  name: 'Unknown current',
  args: { current: undefined, total: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 1 of 6')).toBeVisible();
  },
};

export const UnknownTotal: Story = {
  name: 'Unknown total',
  args: { current: 1, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByText(/Step \d+ of/)).toBeNull();
  },
};

export const MissingTotal: Story = {
  name: 'Missing total',
  args: { current: 3, total: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const CustomLabel: Story = {
  name: 'Custom label',
  args: { current: 1, total: 3, label: 'Identity check progress' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Identity check progress' }),
    ).toBeVisible();
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div className="flex flex-col gap-6">
      <StepProgress current={1} total={7} label="First step" count={count} />
      <StepProgress current={2} total={5} label="Middle step" count={count} />
      <StepProgress current={7} total={7} label="Last step" count={count} />
      <StepProgress current={1} total={0} label="Unknown total (renders nothing)" count={count} />
    </div>
  ),
};
