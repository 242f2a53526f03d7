import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from './button';
import { Layout } from './layout';

const meta = {
  title: 'Primitives/Layout',
  component: Layout,
  args: {
    children: (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">Page heading</h1>
        <p>Content sits in a column sized for one question at a time.</p>
        <Button block>Continue</Button>
      </div>
    ),
  },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { layoutType: 'default' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

export const Compact: Story = {
  args: { layoutType: 'compact' },
  play: async ({ canvas }) => {
    // Inside the native apps the app draws its own chrome: no site header or footer.
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

export const DefaultOnPhone: Story = {
  name: 'Default on phone',
  args: { layoutType: 'default' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const CompactOnPhone: Story = {
  name: 'Compact on phone',
  args: { layoutType: 'compact' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/**
 * Both frames side by side for the visual snapshot. Two frames on one page repeat the banner,
 * main and footer landmarks, so only those landmark rules are off here; Default and Compact
 * above check each frame alone with every rule.
 */
export const AllStates: Story = {
  name: 'All states',
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'landmark-no-duplicate-banner', enabled: false },
          { id: 'landmark-no-duplicate-contentinfo', enabled: false },
          { id: 'landmark-no-duplicate-main', enabled: false },
          { id: 'landmark-unique', enabled: false },
          { id: 'duplicate-id', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="border border-ink-300">
        <Layout layoutType="default">{args.children}</Layout>
      </div>
      <div className="border border-ink-300">
        <Layout layoutType="compact">{args.children}</Layout>
      </div>
    </div>
  ),
};
