import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { phoneFixtures as f } from '../../../flows/steps/phone/fixtures';
import { phoneView } from '../../../flows/steps/phone/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { designerControls } from '../../../flows/views/stories/designer-args';
import { PhoneEntryScreen, type PhoneEntryScreenProps } from './phone-entry-screen';

// Every story is a state of the app: the phone view-model applied to a fixture.
const stateOf = (fixture: StateFixture) => phoneView(fixture.input);

// What a designer edits in the Controls panel: the texts on the page, not its callbacks.
const controls = designerControls<PhoneEntryScreenProps>({
  phoneNumber: { description: 'The number as typed, e.g. (555) 123-4567', control: 'text' },
  error: {
    description: 'The refusal of the number, under the field and in the summary',
    control: 'text',
  },
  formError: { description: "A refusal above the form: the service's own words", control: 'text' },
  sessionNotice: {
    description: 'Why the person is back here, e.g. their session expired',
    control: 'text',
  },
  loading: { description: 'The number on its way to be checked', control: 'boolean' },
});

// A stateful wrapper so typing works in the canvas; the screen itself stays pure.
function Interactive(props: PhoneEntryScreenProps) {
  const [phoneNumber, set] = React.useState(props.phoneNumber);
  // A number edited in the Controls panel replaces the one typed.
  const [given, setGiven] = React.useState(props.phoneNumber);
  if (props.phoneNumber !== given) {
    setGiven(props.phoneNumber);
    set(props.phoneNumber);
  }
  return (
    <PhoneEntryScreen
      {...props}
      phoneNumber={phoneNumber}
      onPhoneNumberChange={(next) => {
        set(next);
        props.onPhoneNumberChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Sign up/Phone entry',
  component: PhoneEntryScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen', ...controls.parameters },
  argTypes: controls.argTypes,
  args: { ...stateOf(f.empty), onPhoneNumberChange: fn(), onContinue: fn() },
} satisfies Meta<typeof PhoneEntryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: stateOf(f.filled) };

export const LegalLinks: Story = {
  name: 'Terms, Privacy policy and SMS terms',
  play: async ({ canvas }) => {
    // Before Continue, which texts a code: the consent is read first.
    for (const [name, href] of [
      ['Terms', '/legal/terms'],
      ['Privacy policy', '/legal/privacy'],
      ['SMS terms', '/legal/sms-terms'],
    ] as const) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const consent = canvas.getByText(/By continuing you agree to our/);
    const continueButton = canvas.getByRole('button', { name: 'Continue' });
    await expect(
      consent.compareDocumentPosition(continueButton) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
  tags: ['!dev'],
};

export const Loading: Story = {
  args: stateOf(f.checking),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const SmsUnsupported: Story = { name: 'SMS unsupported', args: stateOf(f.smsUnsupported) };

export const InvalidNumber: Story = {
  name: 'Invalid number',
  args: stateOf(f.invalid),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Enter a 10-digit US mobile number' }));
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
  },
};

export const ServerError: Story = { name: 'Server error', args: stateOf(f.serverError) };

/** Back after a registration call answered 401 (spec sections 4 and 8). */
export const SessionExpired: Story = {
  name: 'Session expired',
  args: stateOf(f.sessionExpired),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your session has expired. Please log in again.')).toBeVisible();
  },
};

export const TypeAndContinueWithKeyboard: Story = {
  name: 'Type and continue with keyboard',
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.click(field);
    await userEvent.keyboard('5551234567');
    await expect(field).toHaveValue('(555) 123-4567');
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const Phone: Story = {
  args: stateOf(f.filled),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = { args: stateOf(f.filled), globals: { layoutType: 'compact' } };

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <PhoneEntryScreen {...args} {...stateOf(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
