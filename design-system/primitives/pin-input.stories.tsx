import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PinInput, type PinInputProps } from './pin-input';

function Interactive(props: PinInputProps) {
  const [value, setValue] = React.useState(props.value);
  return (
    <PinInput
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/PinInput',
  component: PinInput,
  render: (args) => <Interactive {...args} />,
  args: {
    label: 'Confirmation code',
    hint: 'We sent a 6-digit code to (555) 123-4567.',
    value: '',
    onValueChange: fn(),
    onComplete: fn(),
  },
} satisfies Meta<typeof PinInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const cells = (root: HTMLElement) => Array.from(root.querySelectorAll('[data-slot="pin-cell"]'));

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Confirmation code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription('We sent a 6-digit code to (555) 123-4567.');
    await expect(cells(canvasElement)).toHaveLength(6);
  },
};

export const Partial: Story = { args: { value: '123' } };

export const Filled: Story = { args: { value: '123456' } };

export const TypeACode: Story = {
  name: 'Type a code',
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Confirmation code' });
    await userEvent.click(input);
    await userEvent.keyboard('12a');
    await expect(input).toHaveValue('12');
    // The cell under the caret shows focus, since the real input is invisible.
    await waitFor(() => expect(cells(canvasElement)[2]).toHaveAttribute('data-active'));
    await userEvent.keyboard('3456');
    await expect(input).toHaveValue('123456');
    await expect(
      cells(canvasElement)
        .map((cell) => cell.textContent)
        .join(''),
    ).toBe('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const PasteWholeCode: Story = {
  name: 'Paste whole code',
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Confirmation code' });
    await userEvent.click(input);
    await userEvent.paste('654 321');
    await expect(input).toHaveValue('654321');
    await expect(args.onComplete).toHaveBeenCalledWith('654321');
  },
};

export const BackspaceAcrossCells: Story = {
  name: 'Backspace across cells',
  args: { value: '1234' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Confirmation code' });
    await userEvent.click(input);
    await userEvent.keyboard('{End}{Backspace}{Backspace}');
    await expect(input).toHaveValue('12');
    await userEvent.keyboard('99');
    await expect(input).toHaveValue('1299');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const FourDigits: Story = {
  name: 'Four digits',
  args: { length: 4, label: 'Card PIN', hint: undefined },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(cells(canvasElement)).toHaveLength(4);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Card PIN' }));
    await userEvent.paste('98765');
    await expect(args.onComplete).toHaveBeenCalledWith('9876');
  },
};

export const WithError: Story = {
  name: 'With error',
  args: { value: '111111', error: 'That code is not right. You have 4 tries left.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Confirmation code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/4 tries left/);
  },
};

export const Disabled: Story = {
  args: { value: '123456', disabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Confirmation code' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '9');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

function ClearsWhenWrong(props: PinInputProps) {
  const [value, setValue] = React.useState('');
  return (
    <PinInput
      {...props}
      value={value}
      onValueChange={setValue}
      // As a container does when the server refuses the code: empty it for a new try. The
      // answer comes later than the last key, so no key event reports the caret moving.
      onComplete={() => setTimeout(() => setValue(''), 100)}
    />
  );
}

export const ClearedAfterAWrongCode: Story = {
  name: 'Cleared after a wrong code',
  render: (args) => <ClearsWhenWrong {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Confirmation code' });
    await userEvent.click(input);
    await userEvent.keyboard('111111');
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(input).toHaveFocus();
    await waitFor(() => expect(cells(canvasElement)[0]).toHaveAttribute('data-active'));
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div className="flex flex-col gap-4">
      <PinInput label="Empty" value="" onValueChange={() => {}} />
      <PinInput label="Partly typed" value="123" onValueChange={() => {}} />
      <PinInput label="Filled" value="123456" onValueChange={() => {}} />
      <PinInput
        label="Wrong code"
        value="111111"
        error="That code is not right. You have 4 tries left."
        onValueChange={() => {}}
      />
      <PinInput label="Disabled" value="123456" disabled onValueChange={() => {}} />
      <PinInput label="Four digits" length={4} value="12" onValueChange={() => {}} />
    </div>
  ),
};
