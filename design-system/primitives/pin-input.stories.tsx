import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';
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

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Confirmation code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

export const Partial: Story = { args: { value: '123' } };

export const Filled: Story = { args: { value: '123456' } };

export const TypeACode: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Confirmation code' });
    await userEvent.click(input);
    await userEvent.keyboard('12a3456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const PasteWholeCode: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Confirmation code' });
    await userEvent.click(input);
    await userEvent.paste('654 321');
    await expect(input).toHaveValue('654321');
    await expect(args.onComplete).toHaveBeenCalledWith('654321');
  },
};

export const BackspaceAcrossCells: Story = {
  args: { value: '1234' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Confirmation code' });
    await userEvent.click(input);
    await userEvent.keyboard('{End}{Backspace}{Backspace}');
    await expect(input).toHaveValue('12');
    await userEvent.keyboard('99');
    await expect(input).toHaveValue('1299');
  },
};

export const WithError: Story = {
  args: { value: '111111', error: 'That code is not right. You have 4 tries left.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Confirmation code' }),
    ).toHaveAccessibleDescription(/4 tries left/);
  },
};

export const Disabled: Story = { args: { value: '123456', disabled: true } };
