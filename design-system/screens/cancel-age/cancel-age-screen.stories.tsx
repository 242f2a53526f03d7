import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CancelAgeScreen } from './cancel-age-screen';

const meta = {
  title: 'Screens/Under 13',
  component: CancelAgeScreen,
  parameters: { frame: 'screen' },
  args: { onStartOver: fn() },
} satisfies Meta<typeof CancelAgeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'You need to be 13 or older to sign up' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the start' }));
    await expect(args.onStartOver).toHaveBeenCalledTimes(1);
  },
};

/** Inside the native apps the app decides where to go next, so there is no button. */
export const WithoutStartOver: Story = { args: { onStartOver: undefined } };

export const Compact: Story = { globals: { layoutType: 'compact' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
