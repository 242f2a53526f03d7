import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { promoCodeFixtures as f } from '../../../flows/steps/promo_code/fixtures';
import { promoCodeView } from '../../../flows/steps/promo_code/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { PromoCodeScreen, type PromoCodeScreenProps } from './promo-code-screen';

// Every story is a state of the app: the view-model applied to a fixture of flows/views/fixtures.
// Sandbox codes (server/README.md): SANDBOX-EARNED, SANDBOX-REDEEMED; others are refused.
const state = (fixture: StateFixture) => promoCodeView(fixture.input);

const meta = {
  title: 'Sign up/Promo code',
  component: PromoCodeScreen,
  render: function Render(args) {
    // Typing works in the canvas: the story keeps the code in its args, as the app keeps it
    // in the form state.
    const [, updateArgs] = useArgs<PromoCodeScreenProps>();
    return (
      <PromoCodeScreen
        {...args}
        onCodeChange={(code) => {
          updateArgs({ code });
          args.onCodeChange(code);
        }}
      />
    );
  },
  parameters: { frame: 'screen' },
  args: { ...state(f.empty), onCodeChange: fn(), onContinue: fn() },
} satisfies Meta<typeof PromoCodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    // One question on the page: the heading is the field's label, so it is read once.
    const field = canvas.getByRole('textbox', { name: 'Have a promo code?' });
    await expect(field).not.toHaveAttribute('aria-required');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue without a code' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Checking: Story = {
  args: state(f.checking),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your code…');
  },
};

export const ValidEarned: Story = {
  name: 'Valid earned',
  args: state(f.earned),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /promo code/i })).toHaveAccessibleDescription(
      "Code accepted: you've earned your $10 reward. It arrives once your account is funded.",
    );
  },
};

export const ValidRedeemed: Story = {
  name: 'Valid redeemed',
  args: state(f.redeemed),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Code applied: your $10 reward is ready.',
    );
  },
};

export const Invalid: Story = {
  args: state(f.refused),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'There is a problem' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /promo code/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const InvalidOnContinue: Story = {
  name: 'Continue with a refused code',
  args: state(f.refusedOnContinue),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'That promo code is not valid.' }));
    await expect(canvas.getByRole('textbox', { name: /promo code/i })).toHaveFocus();
  },
};

export const CheckFirst: Story = {
  name: 'Continue before the check answers',
  args: state(f.checkFirst),
};

export const AcceptedBefore: Story = {
  name: 'Back to the page: the code accepted before',
  args: state(f.accepted),
};

export const TypeWithKeyboard: Story = {
  name: 'Type with keyboard',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: /promo code/i }));
    await userEvent.keyboard('sandbox-earned');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('SANDBOX-EARNED');
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const Phone: Story = {
  args: state(f.earned),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = { args: state(f.earned), globals: { layoutType: 'compact' } };

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <PromoCodeScreen {...args} {...state(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
