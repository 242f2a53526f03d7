import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  IdentityDetailsScreen,
  type IdentityDetailsScreenProps,
  type IdentityValues,
} from './identity-details-screen';

// A stateful wrapper so typing works in the canvas; the screen itself stays pure.
function Interactive(props: IdentityDetailsScreenProps) {
  const [values, setValues] = React.useState<IdentityValues>(props.values);
  return (
    <IdentityDetailsScreen
      {...props}
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        props.onValuesChange(next);
      }}
    />
  );
}

const empty: IdentityValues = {
  firstName: '',
  lastName: '',
  dob: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  ssn: '',
};
// Sandbox SSNs (server/README.md): ...0001 passes, ...0002 partial fail, ...0003 questions.
const filled: IdentityValues = {
  firstName: 'Pat',
  lastName: 'Rivera',
  dob: '04/15/1985',
  addressLine1: '100 Harbor Lane',
  addressLine2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  ssn: '123450001',
};

const meta = {
  title: 'Screens/Identity details',
  component: IdentityDetailsScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    values: empty,
    ssnMode: 'full',
    onValuesChange: fn(),
    onContinue: fn(),
    onBack: fn(),
    progress: { current: 4, total: 7 },
  },
} satisfies Meta<typeof IdentityDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ssnField = (canvas: { getByLabelText: (text: RegExp) => HTMLElement }) =>
  canvas.getByLabelText(/Social Security number/);

export const Empty: Story = {
  play: async ({ canvas }) => {
    const ssn = ssnField(canvas);
    await expect(ssn).toHaveAttribute('type', 'password');
    await expect(ssn).toHaveAttribute('inputmode', 'numeric');
    await expect(ssn).toHaveAttribute('autocomplete', 'off');
  },
};

export const Filled: Story = { args: { values: filled } };

export const Loading: Story = {
  args: { values: filled, loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const LastFourDigits: Story = {
  args: { ssnMode: 'last4', values: { ...filled, ssn: '0001' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Last 4 digits of your Social Security number')).toHaveValue(
      '0001',
    );
  },
};

/** Only the SSN: the flow already has the name, date of birth and address. */
export const SsnOnly: Story = {
  args: { ask: { name: false, dob: false, address: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const PartialFail: Story = {
  args: {
    values: { ...filled, ssn: '123450002' },
    formError: 'Please re-enter your information and try again',
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
  },
};

export const IdentityVerificationError: Story = {
  args: {
    values: filled,
    formError: 'There was an error verifying your identity. Please try again later.',
  },
};

export const InvalidFields: Story = {
  args: {
    values: { ...filled, dob: '04/15', addressLine1: 'P.O. Box 12', ssn: '12345' },
    fieldErrors: {
      dob: 'Enter your date of birth as MM/DD/YYYY',
      addressLine1: 'Enter a street address, not a P.O. box',
      ssn: 'Enter all 9 digits of your Social Security number',
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(
      canvas.getByRole('link', { name: 'Enter all 9 digits of your Social Security number' }),
    );
    await expect(ssnField(canvas)).toHaveFocus();
  },
};

export const ServerError: Story = {
  args: { values: filled, formError: 'An unexpected error occurred. Please try again later.' },
};

export const ShowTheNumber: Story = {
  args: { values: filled },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show number' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(ssnField(canvas)).toHaveAttribute('type', 'text');
    await expect(ssnField(canvas)).toHaveValue('123-45-0001');
  },
};

export const TypeWithKeyboard: Story = {
  args: { ask: { name: false, address: false } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Date of birth' }));
    await userEvent.keyboard('04151985');
    await expect(canvas.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('04/15/1985');
    await userEvent.tab();
    await userEvent.keyboard('123-45-0001{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      ...empty,
      dob: '04/15/1985',
      ssn: '123450001',
    });
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  args: { values: filled },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = { args: { values: filled }, globals: { layoutType: 'compact' } };
