import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Alert } from './alert';
import { Button } from './button';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { children: 'We sent a new code to (555) 123-4567.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a new code');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Calling! Please enter confirmation code below' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Calling!');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Warning: Story = {
  args: { tone: 'warning', title: 'Check your details', children: 'Your session ends soon.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Check your details');
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', children: 'An unexpected error occurred. Please try again later.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  },
};

export const WithAction: Story = {
  name: 'With action',
  args: {
    tone: 'error',
    title: 'Something went wrong',
    children:
      'An unexpected error occurred. Please try again. If the problem continues please call support at 888-483-2645.',
    action: <Button variant="secondary">Try again</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div className="flex flex-col gap-4">
      <Alert tone="info">Info: we sent a new code.</Alert>
      <Alert tone="success">Calling! Please enter confirmation code below</Alert>
      <Alert tone="warning" title="Heads up">
        Your session ends soon.
      </Alert>
      <Alert
        tone="error"
        title="There was an error verifying your identity. Please try again later."
      />
      <Alert
        tone="error"
        title="Something went wrong"
        action={<Button variant="secondary">Try again</Button>}
      >
        An unexpected error occurred. Please try again later.
      </Alert>
    </div>
  ),
};
