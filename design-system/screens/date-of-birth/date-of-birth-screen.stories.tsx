import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DateOfBirthScreen, type DateOfBirthScreenProps } from './date-of-birth-screen';

// A stateful wrapper so typing works in the canvas; the screen itself stays pure.
function Interactive(props: DateOfBirthScreenProps) {
  const [dob, setDob] = React.useState(props.dob);
  return (
    <DateOfBirthScreen
      {...props}
      dob={dob}
      onDobChange={(next) => {
        setDob(next);
        props.onDobChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Date of birth',
  component: DateOfBirthScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    dob: '',
    onDobChange: fn(),
    onContinue: fn(),
    onBack: fn(),
    progress: { current: 1, total: 6 },
  },
} satisfies Meta<typeof DateOfBirthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { dob: '04/15/2009' } };

export const Loading: Story = {
  args: { dob: '04/15/2009', loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const InvalidDate: Story = {
  args: { dob: '02/31/2009', error: 'Enter a real date, for example 04/15/2009' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(
      canvas.getByRole('link', { name: 'Enter a real date, for example 04/15/2009' }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Date of birth' })).toHaveFocus();
  },
};

export const Missing: Story = { args: { error: 'Enter your date of birth' } };

export const ServerError: Story = {
  args: { dob: '04/15/2009', formError: 'An unexpected error occurred. Please try again later.' },
};

export const TypeWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Date of birth' });
    await expect(field).toHaveAttribute('autocomplete', 'bday');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(field);
    await userEvent.keyboard('04152009');
    await expect(field).toHaveValue('04/15/2009');
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = { args: { dob: '04/15/2009' }, globals: { layoutType: 'compact' } };

export const Phone: Story = {
  args: { dob: '04/15/2009' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
