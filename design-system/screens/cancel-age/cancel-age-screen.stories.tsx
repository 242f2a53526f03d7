import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { cancelAgeFixtures as f } from '../../../flows/steps/cancel_age/fixtures';
import { cancelAgeView } from '../../../flows/steps/cancel_age/view';
import { CancelAgeScreen } from './cancel-age-screen';

const meta = {
  title: 'Sign up/Under 13',
  component: CancelAgeScreen,
  parameters: { frame: 'screen' },
  args: { ...cancelAgeView(f.stopped.input), onStartOver: fn() },
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

export const Compact: Story = { globals: { layoutType: 'compact' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** Every state on one page, for the visual suite (the stop has one). */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => <CancelAgeScreen {...args} />,
  tags: ['!test'],
};
