import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Sample, useSample } from '../../../flows/views/fixtures/frame-samples';
import { inTheFlow } from '../../../flows/views/fixtures/in-the-flow';
import { Button } from '../../primitives/button';
import { TextField } from '../../primitives/text-field';
import { QuestionPage } from './question-page';

const meta = {
  title: 'Screens/Shared/QuestionPage',
  component: QuestionPage,
  parameters: { frame: 'screen' },
  args: {
    // A sample question in the story's language: a step brings its own.
    heading: <Sample id="frameSamples.heading" />,
    lead: <Sample id="frameSamples.lead" />,
    onContinue: fn(),
    onBack: fn(),
    children: (
      <TextField
        id="email"
        label={<Sample id="frameSamples.email" />}
        type="email"
        autoComplete="email"
      />
    ),
  },
} satisfies Meta<typeof QuestionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const WithNotice: Story = {
  name: 'With notice',
  args: { notice: 'Calling! Please enter confirmation code below' },
};

/**
 * In the app the step page gives every question page its section and, where history may go
 * back, its Back link: the browser's own Back.
 */
export const InTheFlow: Story = {
  name: 'In the flow: section and Back from history',
  args: { onBack: undefined },
  decorators: [inTheFlow('Your plan')],
  parameters: { pageBack: fn() },
  play: async ({ canvas, parameters }) => {
    parameters.pageBack.mockClear();
    await expect(canvas.getByText('Your plan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(parameters.pageBack).toHaveBeenCalledTimes(1);
  },
};

/** The first page, a used code or a created account behind: no way back, so no Back link. */
export const NoWayBack: Story = {
  name: 'No way back',
  args: { onBack: undefined },
  decorators: [inTheFlow('Your account')],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your account')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

export const WithErrors: Story = {
  name: 'With errors',
  args: { formError: 'An unexpected error occurred. Please try again later.' },
  render: function WithSampleCheck(args) {
    const sample = useSample();
    return <QuestionPage {...args} fieldErrors={{ email: sample('frameSamples.emailCheck') }} />;
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const WithSecondaryActions: Story = {
  name: 'With secondary actions',
  args: { secondaryActions: <Button variant="link">Maybe later</Button> },
};

export const Compact: Story = { globals: { layoutType: 'compact' } };

export const CompactInTheFlow: Story = {
  ...InTheFlow,
  name: 'Compact, in the flow',
  globals: { layoutType: 'compact' },
};
