import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { stepUnavailableFixtures as f } from '../../../flows/views/fixtures/system-fixtures';
import { stepUnavailableView } from '../../../flows/views/step-unavailable-view';
import { StepUnavailableScreen } from './step-unavailable-screen';

const meta = {
  title: "Errors and system/This step isn't available here yet",
  component: StepUnavailableScreen,
  parameters: { frame: 'screen' },
  args: { ...stepUnavailableView(f.unknownQuestion.input), onStartOver: fn() },
} satisfies Meta<typeof StepUnavailableScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A question of the server's flow the web registration has no page for. */
export const UnknownQuestion: Story = {
  name: 'A question without a page',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/The next step \(set_partner_source\)/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await expect(args.onStartOver).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = { globals: { layoutType: 'compact' } };

/** Every state on one page, for the visual suite (there is one). */
export const AllStates: Story = { name: 'All states', tags: ['!test'] };
