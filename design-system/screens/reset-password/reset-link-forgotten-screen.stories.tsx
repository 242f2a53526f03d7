import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { resetLinkForgottenFixtures as f } from '../../../flows/steps/reset_password/fixtures';
import { resetLinkForgottenView } from '../../../flows/steps/reset_password/view';
import { ResetLinkForgottenScreen } from './reset-link-forgotten-screen';

const meta = {
  title: 'Log in/Open the link in your email again',
  component: ResetLinkForgottenScreen,
  parameters: { frame: 'screen' },
  args: { ...resetLinkForgottenView(f.afterReload.input), onNewLink: fn() },
} satisfies Meta<typeof ResetLinkForgottenScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** reset_password after a reload: the page forgot the link on purpose. */
export const AfterReload: Story = {
  name: 'After reload',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a new link' }));
    await expect(args.onNewLink).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = { globals: { layoutType: 'compact' } };

/** Every state on one page, for the visual suite (there is one). */
export const AllStates: Story = { name: 'All states', tags: ['!test'] };
