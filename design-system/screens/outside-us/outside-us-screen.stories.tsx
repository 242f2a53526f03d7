import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { outsideUsFixtures as f } from '../../../flows/steps/phone/outside-us-fixtures';
import { outsideUsView } from '../../../flows/steps/phone/outside-us-view';
import { OutsideUsScreen } from './outside-us-screen';

const meta = {
  title: 'Errors and system/Outside the US',
  component: OutsideUsScreen,
  parameters: { frame: 'screen' },
  args: outsideUsView(f.london.input),
} satisfies Meta<typeof OutsideUsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** preventNonUSTimezones with a browser in Europe/London: the flow stops before the phone. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Harbor is only available in the US' }),
    ).toBeVisible();
    await expect(canvas.getByText(/\(Europe\/London\)/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1-888-483-2645' })).toHaveAttribute(
      'href',
      'tel:+18884832645',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Compact: Story = { globals: { layoutType: 'compact' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** Every state on one page, for the visual suite (the stop has one). */
export const AllStates: Story = { name: 'All states', tags: ['!test'] };
