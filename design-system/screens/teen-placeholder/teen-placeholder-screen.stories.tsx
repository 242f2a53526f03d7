import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { teenPlaceholderFixtures as f } from '../../../flows/steps/complete_placeholder/fixtures';
import { teenPlaceholderView } from '../../../flows/steps/complete_placeholder/view';
import { TeenPlaceholderScreen } from './teen-placeholder-screen';

const meta = {
  title: 'Sign up/Teen waiting for a parent',
  component: TeenPlaceholderScreen,
  parameters: { frame: 'screen' },
  args: { ...teenPlaceholderView(f.waiting.input), onStartOver: fn() },
} satisfies Meta<typeof TeenPlaceholderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Ask a parent or guardian to sign up' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the start' }));
    await expect(args.onStartOver).toHaveBeenCalledTimes(1);
  },
};

/** An approver at the end of their sign-up, with approverPlaceholderComplete off. */
export const Approver: Story = {
  args: teenPlaceholderView(f.approver.input),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "You're signed up as an approver" }),
    ).toBeVisible();
  },
};

export const Compact: Story = { globals: { layoutType: 'compact' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <TeenPlaceholderScreen {...args} {...teenPlaceholderView(fixture.input)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
