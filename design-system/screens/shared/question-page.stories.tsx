import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../primitives/button';
import { TextField } from '../../primitives/text-field';
import { QuestionPage } from './question-page';

const meta = {
  title: 'Screens/Shared/QuestionPage',
  component: QuestionPage,
  parameters: { frame: 'screen' },
  args: {
    heading: 'What is your email?',
    lead: "We'll send receipts and card updates here.",
    onContinue: fn(),
    onBack: fn(),
    children: <TextField id="email" label="Email" type="email" autoComplete="email" />,
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

export const WithProgressAndNotice: Story = {
  name: 'With progress and notice',
  args: {
    progress: { current: 2, total: 5 },
    notice: 'Calling! Please enter confirmation code below',
  },
};

export const WithErrors: Story = {
  name: 'With errors',
  args: {
    fieldErrors: { email: 'Enter an email address' },
    formError: 'An unexpected error occurred. Please try again later.',
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
