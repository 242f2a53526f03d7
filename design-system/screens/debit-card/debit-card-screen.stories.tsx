import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { debitCardFixtures as f } from '../../../flows/steps/set_funding_account/debit-card-fixtures';
import { debitCardView } from '../../../flows/steps/set_funding_account/debit-card-view';
import { inTheFlow } from '../../../flows/views/fixtures/in-the-flow';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { stateStory } from '../../../flows/views/stories/toggle-globals';
import { DebitCardScreen, type DebitCardScreenProps } from './debit-card-screen';

// Every story is a state of the app: the card form's view-model applied to a fixture
// (stateStory), so the toolbar's 3-D Secure menu shows the same state with the bank's check.
const stateOf = (fixture: StateFixture) => stateStory(debitCardView, fixture);

const meta = {
  title: 'Funding/Debit card',
  component: DebitCardScreen,
  render: function Render(args) {
    // Typing works in the canvas: the story keeps the card in its args, as the app keeps it in
    // the form state.
    const [, updateArgs] = useArgs<DebitCardScreenProps>();
    return (
      <DebitCardScreen
        {...args}
        onValuesChange={(values) => {
          updateArgs({ values });
          args.onValuesChange(values);
        }}
      />
    );
  },
  // Back is the page's history (the funding choice), which the app's step page gives it.
  decorators: [inTheFlow('Funding')],
  parameters: { frame: 'screen', pageBack: fn(), ...stateOf(f.empty).parameters },
  args: {
    ...stateOf(f.empty).args,
    onValuesChange: fn(),
    onContinue: fn(),
    onChallengeCancel: fn(),
  },
} satisfies Meta<typeof DebitCardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { ...stateOf(f.filled) };

export const Saving: Story = {
  ...stateOf(f.saving),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const Declined: Story = {
  ...stateOf(f.declined),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
  },
};

export const ServerError: Story = { name: 'Server error', ...stateOf(f.callFailed) };

export const InvalidFields: Story = {
  name: 'Invalid fields',
  ...stateOf(f.invalid),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(
      canvas.getByRole('link', { name: 'Enter the 5-digit ZIP code of your billing address' }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Billing ZIP code' })).toHaveFocus();
  },
};

/** challengeRequested3dsEnabled: the bank's 3-D Secure check, over the form. */
export const ChallengeRequested: Story = {
  name: 'Challenge requested',
  ...stateOf(f.challenge),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your bank' });
    await expect(dialog).toHaveTextContent("Opening your bank's check…");
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onChallengeCancel).toHaveBeenCalled();
  },
};

export const ChallengeFailed: Story = {
  name: 'Challenge failed',
  ...stateOf(f.challengeFailed),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveTextContent(
      "Your bank couldn't confirm this card",
    );
  },
};

/** Braintree's hosted fields: labelled slots the provider's frames fill. */
export const HostedFields: Story = {
  name: 'Hosted fields',
  ...stateOf(f.hostedFields),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText('Card number')).toBeVisible();
  },
};

export const TypeAndSaveWithKeyboard: Story = {
  name: 'Type and save with keyboard',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Card number' }));
    await userEvent.keyboard('4242424242424242');
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue(
      '4242 4242 4242 4242',
    );
    await userEvent.tab();
    await userEvent.keyboard('1229');
    await expect(canvas.getByRole('textbox', { name: /Expiry date/ })).toHaveValue('12 / 29');
    await userEvent.tab();
    await userEvent.keyboard('123');
    await userEvent.tab();
    await userEvent.keyboard('94107');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 29',
      cvc: '123',
      zip: '94107',
    });
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const Phone: Story = {
  ...stateOf(f.filled),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = {
  ...stateOf(f.filled),
  globals: { layoutType: 'compact' },
};

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f)
        .filter((fixture) => !fixture.input.registration.challengeOpen)
        .map((fixture) => (
          <section key={fixture.name} aria-label={fixture.name}>
            <DebitCardScreen {...args} {...stateOf(fixture).args} />
          </section>
        ))}
    </div>
  ),
  tags: ['!test'],
};
