import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fundingFixtures as f } from '../../../flows/steps/set_funding_account/fixtures';
import { fundingView } from '../../../flows/steps/set_funding_account/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { stateStory } from '../../../flows/views/stories/toggle-globals';
import { FundingSelectorScreen, type FundingSelectorScreenProps } from './funding-selector-screen';

// A stateful wrapper so picking works in the canvas, as the app keeps the pick in its form.
function Interactive(props: FundingSelectorScreenProps) {
  const [value, setValue] = React.useState(props.value);
  return (
    <FundingSelectorScreen
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

// Every story is a state of the app: the funding view-model applied to a fixture, so the
// methods and their order are the toggles' own (section 3).
const stateOf = (fixture: StateFixture, globals?: Record<string, string>) =>
  stateStory(fundingView, fixture, globals);

const meta = {
  title: 'Funding/Funding selector',
  component: FundingSelectorScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen', ...stateOf(f.empty).parameters },
  args: { ...stateOf(f.empty).args, onValueChange: fn(), onContinue: fn() },
} satisfies Meta<typeof FundingSelectorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionNames = (canvas: { getAllByRole: (role: 'radio') => HTMLElement[] }) =>
  canvas.getAllByRole('radio').map((radio) => radio.textContent);

export const Empty: Story = {
  play: async ({ canvas }) => {
    // One question on the page: the heading names the choices, so it is read once.
    await expect(
      canvas.getByRole('radiogroup', { name: 'How would you like to add money?' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'Link your bank instantly' })).not.toBeChecked();
    // The tag is read after the name, not as part of it: the option is still called by its title.
    await expect(
      canvas.getByRole('radio', { name: 'Link your bank instantly' }),
    ).toHaveAccessibleDescription(/^Recommended Log in to your bank/);
    await expect(canvas.getAllByText('Recommended')).toHaveLength(1);
  },
};

export const Filled: Story = { ...stateOf(f.picked) };

export const NothingChosen: Story = {
  name: 'Nothing chosen',
  ...stateOf(f.nothingChosen),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(
      canvas.getByRole('link', { name: 'Choose how you would like to add money' }),
    );
    await expect(canvas.getByRole('radio', { name: 'Link your bank instantly' })).toHaveFocus();
  },
};

export const ServerError: Story = { name: 'Server error', ...stateOf(f.callFailed) };

export const HidePlaid: Story = {
  ...stateOf(f.empty, { hideFunding: 'plaid' }),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio', { name: 'Link your bank instantly' })).toBeNull();
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
  },
};

export const HideManualACH: Story = {
  name: 'Hide manual ACH',
  ...stateOf(f.empty, { hideFunding: 'manual' }),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio', { name: 'Enter bank account details' })).toBeNull();
  },
};

export const HideDebit: Story = {
  name: 'Hide debit',
  ...stateOf(f.empty, { hideFunding: 'debit' }),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio', { name: 'Debit card' })).toBeNull();
  },
};

export const ReOrderedDebitFirst: Story = {
  name: 'Reordered debit first',
  ...stateOf(f.empty, { fundingOrder: 'cards' }),
  play: async ({ canvas }) => {
    const names = optionNames(canvas);
    await expect(names[0]).toContain('Debit card');
    await expect(names[1]).toContain('Link your bank instantly');
    // Putting the card first is the toggle's recommendation.
    await expect(canvas.getByRole('radio', { name: 'Debit card' })).toHaveAccessibleDescription(
      /^Recommended/,
    );
  },
};

/** Every payment option the toggles enable and this browser can use, in section 3's order. */
export const EveryPaymentOption: Story = {
  name: 'Every payment option',
  ...stateOf(f.empty, { payments: 'all' }),
  play: async ({ canvas, canvasElement }) => {
    const names = optionNames(canvas);
    await expect(names).toHaveLength(7);
    await expect(names[2]).toContain('Apple Pay');
    await expect(names[3]).toContain('Google Pay');
    await expect(names[4]).toContain('Debit card');
    await expect(names[5]).toContain('PayPal');
    await expect(names[6]).toContain('Venmo');
    // Each option's own marks, drawn inline and hidden from screen readers (the title names it):
    // a bank for each bank option, Visa and Mastercard for the card, one for each provider.
    const marks = canvasElement.querySelectorAll('[data-slot="payment-mark"]');
    await expect(marks).toHaveLength(8);
    for (const mark of marks) await expect(mark.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/**
 * Every option inside the native apps on a phone: the page is taller than the screen, and
 * Continue stays at the screen's foot without scrolling.
 */
export const EveryPaymentOptionCompact: Story = {
  name: 'Every payment option, compact',
  ...stateOf(f.empty, { payments: 'all' }),
  globals: {
    payments: 'all',
    layoutType: 'compact',
    viewport: { value: 'phone', isRotated: false },
  },
  play: async ({ canvas }) => {
    const continueButton = canvas.getByRole('button', { name: 'Continue' });
    await waitFor(() =>
      expect(continueButton.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
  },
};

/** The wallets are on, but this browser has neither: they are not offered. */
export const WalletsNotInThisBrowser: Story = {
  name: 'Wallets not in this browser',
  ...stateOf(f.walletsNotHere),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio', { name: /Apple Pay/ })).toBeNull();
    await expect(canvas.queryByRole('radio', { name: /Google Pay/ })).toBeNull();
    await expect(canvas.getByRole('radio', { name: /PayPal/ })).toBeVisible();
  },
};

/** Apple Pay picked: its sheet is open over the page until it is paid or closed. */
export const WalletSheetOpen: Story = { name: 'Wallet sheet open', ...stateOf(f.walletPicked) };

/** Braintree's PayPal: PayPal's own button is drawn into the slot where Continue stood. */
export const PayPalOwnButton: Story = {
  name: 'PayPal own button',
  ...stateOf(f.payPalButton),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
    await expect(canvasElement.querySelector('#provider-pay-button')).not.toBeNull();
  },
};

export const NothingToOffer: Story = {
  name: 'Nothing to offer',
  ...stateOf(f.nothingToOffer),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
  },
};

export const PickAndContinueWithKeyboard: Story = {
  name: 'Pick and continue with keyboard',
  play: async ({ args, canvas }) => {
    canvas.getByRole('radio', { name: 'Link your bank instantly' }).focus();
    // Held down as a person would: Radix selects on the focus that follows the key press.
    await userEvent.keyboard('{ArrowDown>}{/ArrowDown}{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Debit card' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('debit');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const Phone: Story = {
  ...stateOf(f.picked),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = { ...stateOf(f.picked), globals: { layoutType: 'compact' } };

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <FundingSelectorScreen {...args} {...fundingView(fixture.input)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
