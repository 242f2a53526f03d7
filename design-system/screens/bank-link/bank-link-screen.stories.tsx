import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { bankLinkFixtures as f } from '../../../flows/steps/set_funding_account/bank-link-fixtures';
import { bankLinkView } from '../../../flows/steps/set_funding_account/bank-link-view';
import { inTheFlow } from '../../../flows/views/fixtures/in-the-flow';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { BankLinkScreen } from './bank-link-screen';

// Every story is a state of the app: the bank-link view-model applied to a fixture.
const stateOf = (fixture: StateFixture) => bankLinkView(fixture.input);

const meta = {
  title: 'Funding/Bank link',
  component: BankLinkScreen,
  // Back is the page's history (the funding choice), which the app's step page gives it.
  decorators: [inTheFlow('Funding')],
  parameters: { frame: 'screen', pageBack: fn() },
  args: {
    ...stateOf(f.idle),
    onOpenBankLink: fn(),
    onUseManual: fn(),
  },
} satisfies Meta<typeof BankLinkScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Link my bank' }));
    await expect(args.onOpenBankLink).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: stateOf(f.opening),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Opening a secure connection to your bank…',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Link my bank' }));
    await expect(args.onOpenBankLink).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: stateOf(f.failed),
  play: async ({ args, canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveTextContent(
        'We could not open the bank link. Please try again.',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onOpenBankLink).toHaveBeenCalledTimes(1);
  },
};

/** The sandbox refused the account the link handed back (ERR_INVALID_PUBLIC_TOKEN). */
export const Refused: Story = { args: stateOf(f.refused) };

/** hideManualACH: no way round to the manual form. */
export const ManualHidden: Story = {
  name: 'Manual hidden',
  args: stateOf(f.manualHidden),
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('button', { name: 'Enter account details instead' }),
    ).toBeNull();
  },
};

export const SwitchToManualWithKeyboard: Story = {
  name: 'Switch to manual with keyboard',
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Link my bank' }).focus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Enter account details instead' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUseManual).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const Compact: Story = { globals: { layoutType: 'compact' } };

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <BankLinkScreen {...args} {...stateOf(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
