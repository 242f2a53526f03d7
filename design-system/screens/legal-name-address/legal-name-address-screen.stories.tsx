import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  LegalNameAddressScreen,
  type LegalNameAddressScreenProps,
  type LegalNameAddressValues,
} from './legal-name-address-screen';

// A stateful wrapper so typing works in the canvas; the screen itself stays pure.
function Interactive(props: LegalNameAddressScreenProps) {
  const [values, setValues] = React.useState(props.values);
  return (
    <LegalNameAddressScreen
      {...props}
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        props.onValuesChange(next);
      }}
    />
  );
}

const empty: LegalNameAddressValues = {
  firstName: '',
  lastName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  gender: null,
};
const filled: LegalNameAddressValues = {
  firstName: 'Samantha',
  lastName: 'Rivera',
  addressLine1: '123 Main St',
  addressLine2: 'Apt 4B',
  city: 'Atlanta',
  state: 'GA',
  zip: '30303',
  gender: null,
};
const PO_BOX = "We can't send cards to a P.O. box. Enter a street address.";

const meta = {
  title: 'Screens/Legal name and address',
  component: LegalNameAddressScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    values: empty,
    onValuesChange: fn(),
    onContinue: fn(),
    onBack: fn(),
    progress: { current: 2, total: 6 },
  },
} satisfies Meta<typeof LegalNameAddressScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { values: filled } };

export const Loading: Story = {
  args: { values: filled, loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const PoBoxRejected: Story = {
  name: 'P.O. box rejected',
  args: {
    values: { ...filled, addressLine1: 'P.O. Box 1234', addressLine2: '' },
    fieldErrors: { addressLine1: PO_BOX },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: PO_BOX }));
    await expect(canvas.getByRole('textbox', { name: 'Street address' })).toHaveFocus();
  },
};

export const Missing: Story = {
  args: {
    fieldErrors: {
      firstName: 'Enter your legal first name',
      lastName: 'Enter your legal last name',
      addressLine1: 'Enter your street address',
      city: 'Enter your city',
      state: 'Enter your state, like GA',
      zip: 'Enter a 5-digit ZIP code',
    },
  },
};

export const ServerError: Story = {
  args: { values: filled, formError: 'An unexpected error occurred. Please try again later.' },
};

export const GrowthRegistrationFlowFields: Story = {
  name: 'growthRegistrationFlowFields',
  args: { values: filled, growthRegistrationFlowFields: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'Female',
      'Male',
    ]);
  },
};

export const PreferNotToSay: Story = {
  name: 'growthRegistrationFlowFields + preferNotToSay',
  args: { values: filled, growthRegistrationFlowFields: true, preferNotToSay: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Prefer not to say' }));
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      ...filled,
      gender: 'prefer_not_to_say',
    });
  },
};

export const TypeWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Legal first name' }));
    await userEvent.keyboard('Samantha');
    await userEvent.tab();
    await userEvent.keyboard('Rivera');
    await userEvent.tab();
    await userEvent.keyboard('123 Main St');
    await userEvent.tab();
    await userEvent.keyboard('Apt 4B');
    await userEvent.tab();
    await userEvent.keyboard('Atlanta');
    await userEvent.tab();
    await userEvent.keyboard('ga');
    await userEvent.tab();
    await userEvent.keyboard('30303-1234{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(filled);
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const NamePage: Story = {
  name: 'Name page (legal_name, referral code)',
  args: { values: { ...filled, referralCode: '' }, part: 'name', askReferralCode: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "What's your legal name?" })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Referral code/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Street address' })).toBeNull();
  },
};

export const ReferralCodeChecked: Story = {
  name: 'Referral code checked as typed (promoCodeVerification)',
  args: {
    values: { ...filled, referralCode: 'SANDBOX-EARNED' },
    part: 'name',
    askReferralCode: true,
    referralCodeStatus: "Code accepted: you've earned your $10 reward.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Code accepted');
  },
};

export const AboutYouPage: Story = {
  name: 'About you page (date of birth and address)',
  args: { values: { ...filled, dob: '03/27/1985' }, part: 'address', askDateOfBirth: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'About you' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Date of birth' })).toHaveAttribute(
      'autocomplete',
      'bday',
    );
    await expect(canvas.queryByRole('textbox', { name: 'Legal first name' })).toBeNull();
  },
};

export const Compact: Story = { args: { values: filled }, globals: { layoutType: 'compact' } };

export const Phone: Story = {
  args: { values: filled },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
