import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PhoneField, type PhoneFieldProps } from './phone-field';

function Interactive(props: PhoneFieldProps) {
  const [value, setValue] = React.useState(props.value);
  return (
    <PhoneField
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
  title: 'Primitives/PhoneField',
  component: PhoneField,
  render: (args) => <Interactive {...args} />,
  args: { label: 'Mobile number', value: '', onValueChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await expect(input).toHaveAttribute('type', 'tel');
  },
};

export const FormatsWhileTyping: Story = {
  name: 'Formats while typing',
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(input, '555123');
    await expect(input).toHaveValue('(555) 123');
    await userEvent.clear(input);
    await userEvent.type(input, '5551234567');
    await expect(input).toHaveValue('(555) 123-4567');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('(555) 123-4567');
  },
};

export const PasteWithCountryCode: Story = {
  name: 'Paste with country code',
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.click(input);
    await userEvent.paste('+1 555 123 4567');
    await expect(input).toHaveValue('(555) 123-4567');
  },
};

export const EditInTheMiddle: Story = {
  name: 'Edit in the middle',
  args: { value: '(555) 123-4567' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Mobile number' });
    await userEvent.click(input);
    // Put the caret after "(555) 1" and delete the 1: the caret must stay where it was.
    input.setSelectionRange(7, 7);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('(555) 234-567');
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('(555) 923-4567');
  },
};

export const Filled: Story = { args: { value: '(555) 123-4567' } };

export const WithError: Story = {
  name: 'With error',
  args: { value: '(555) 123', error: 'Please use a device that supports SMS messaging.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Error: Please use a device that supports SMS messaging.',
    );
  },
};

export const WithHint: Story = {
  name: 'With hint',
  args: { hint: 'US numbers only. Message and data rates may apply.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Mobile number' }),
    ).toHaveAccessibleDescription('US numbers only. Message and data rates may apply.');
  },
};

export const Disabled: Story = {
  args: { value: '(555) 123-4567', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toBeDisabled();
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div className="flex flex-col gap-4">
      <PhoneField label="Empty" value="" onValueChange={() => {}} />
      <PhoneField label="Filled" value="(555) 123-4567" onValueChange={() => {}} />
      <PhoneField
        label="With a hint"
        hint="US numbers only. Message and data rates may apply."
        value=""
        onValueChange={() => {}}
      />
      <PhoneField
        label="With an error"
        error="Please use a device that supports SMS messaging."
        value="(555) 123"
        onValueChange={() => {}}
      />
      <PhoneField label="Disabled" disabled value="(555) 123-4567" onValueChange={() => {}} />
    </div>
  ),
};
