import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { errorFallbackView } from '../../../flows/views/error-fallback-view';
import { errorFallbackFixtures as f } from '../../../flows/views/fixtures/system-fixtures';
import { ErrorFallbackScreen } from './error-fallback-screen';

const meta = {
  title: 'Errors and system/Error fallback',
  component: ErrorFallbackScreen,
  parameters: { frame: 'screen' },
  args: { ...errorFallbackView(f.crashed.input), onTryAgain: fn() },
} satisfies Meta<typeof ErrorFallbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'An unexpected error occurred. Please try again. If the problem continues please call support at 888-483-2645.',
      ),
    ).toBeVisible();
  },
};

export const TryAgainWithKeyboard: Story = {
  name: 'Try again with keyboard',
  play: async ({ args, canvas }) => {
    // The app focuses the heading on every screen change; Tab goes on from there.
    canvas.getByRole('heading', { level: 1 }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTryAgain).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const Compact: Story = { globals: { layoutType: 'compact' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** Every state on one page, for the visual suite (there is one). */
export const AllStates: Story = { name: 'All states', tags: ['!test'] };
