import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';

function WithOpener(props: DialogProps) {
  const [open, setOpen] = React.useState(props.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        What is a routing number?
      </Button>
      <Dialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Routing number',
    description: 'The 9-digit number at the bottom left of a check identifies your bank.',
    footer: <Button>Got it</Button>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { open: true } };

export const OpenAndCloseWithKeyboard: Story = {
  name: 'Open and close with keyboard',
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'What is a routing number?' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Routing number' });
    await expect(dialog).toHaveAccessibleDescription(/9-digit number/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus goes back to what opened it, so keyboard users keep their place.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const CloseButton: Story = {
  name: 'Close button',
  args: { open: true },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const FocusStaysInside: Story = {
  name: 'Focus stays inside',
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Routing number' });
    // Radix puts focus inside on open and keeps Tab and Shift+Tab from leaving.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

export const WithoutDescription: Story = {
  name: 'Without description',
  args: { open: true, description: undefined, children: <p>Body text only.</p> },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Routing number' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const CustomCloseLabel: Story = {
  name: 'Custom close label',
  args: { open: true, closeLabel: 'Close routing number help' },
  play: async () => {
    await expect(
      await screen.findByRole('button', { name: 'Close routing number help' }),
    ).toBeVisible();
  },
};

/** The fullest dialog (title, description, body, footer) for the visual snapshot. */
export const AllStates: Story = {
  name: 'All states',
  args: {
    open: true,
    children: (
      <p className="text-base text-ink-900">
        You can find it on a check or in your bank's app, next to your account number.
      </p>
    ),
    footer: (
      <>
        <Button>Got it</Button>
        <Button variant="secondary">Back</Button>
      </>
    ),
  },
};
