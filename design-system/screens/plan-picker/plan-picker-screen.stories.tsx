import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PlanPickerScreen, type PlanPickerScreenProps } from './plan-picker-screen';
import type { PlanTier } from './plan-prices';

// Section 9 of the spec, word for word as story args: the stories are the visual baselines'
// fixtures and the price test's (plan-picker-screen.test.tsx).
const MONTHLY_DEFAULT = { infinity: 9.99, max: 4.99, invest: 3.99, standard: 0 };
const MONTHLY_CORE_PRICE_CHANGE = { infinity: 8.99, max: 3.99, invest: 2.99, standard: 0 };
const FEES_DEFAULT = { infinity: 14.98, max: 9.98, invest: 8.98, standard: 4.99, select: 4.99 };
const FEES_CORE_PRICE_CHANGE = { ...FEES_DEFAULT, standard: 5.99, select: 5.75 };
const RATES_DEFAULT = { core: 1, max: 2 };
const RATES_GSR_CHANGE = { core: 2, max: 3 };

// A stateful wrapper so picking works in the canvas; the screen itself stays pure.
function Interactive(props: PlanPickerScreenProps) {
  const [value, setValue] = React.useState<PlanTier | null>(props.value);
  return (
    <PlanPickerScreen
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
  title: 'Screens/Plan picker',
  component: PlanPickerScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    monthlyPrices: MONTHLY_DEFAULT,
    planFees: FEES_DEFAULT,
    rewardRates: RATES_DEFAULT,
    value: null,
    onValueChange: fn(),
    onContinue: fn(),
    onBack: fn(),
    progress: { current: 3, total: 6 },
  },
} satisfies Meta<typeof PlanPickerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (
  canvas: { getByRole: (role: 'radio', o: { name: string }) => HTMLElement },
  name: string,
) => canvas.getByRole('radio', { name });

/** Default prices, standard preselected. */
export const DefaultPrices: Story = {
  play: async ({ canvas }) => {
    await expect(card(canvas, 'Standard')).toBeChecked();
    await expect(card(canvas, 'Infinity')).toHaveAccessibleDescription(
      expect.stringContaining('$9.99 a month more than Standard'),
    );
  },
};

export const EnableCorePriceChange: Story = {
  name: 'enableCorePriceChange',
  args: { monthlyPrices: MONTHLY_CORE_PRICE_CHANGE, planFees: FEES_CORE_PRICE_CHANGE },
};

export const EnableGsrChange: Story = {
  name: 'enableGSRChange',
  args: { rewardRates: RATES_GSR_CHANGE },
};

export const CoreAndGsrChange: Story = {
  name: 'enableCorePriceChange + enableGSRChange',
  args: {
    monthlyPrices: MONTHLY_CORE_PRICE_CHANGE,
    planFees: FEES_CORE_PRICE_CHANGE,
    rewardRates: RATES_GSR_CHANGE,
  },
};

export const DefaultMax: Story = {
  name: 'defaultMax',
  args: { defaultMax: true },
  play: async ({ canvas }) => {
    await expect(card(canvas, 'Max')).toBeChecked();
  },
};

export const DefaultInfinity: Story = {
  name: 'defaultInfinity',
  args: { defaultInfinity: true },
  play: async ({ canvas }) => {
    await expect(card(canvas, 'Infinity')).toBeChecked();
  },
};

export const Filled: Story = { args: { value: 'max' } };

export const Loading: Story = {
  args: { value: 'max', loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const WithSelect: Story = {
  name: 'Select tier offered',
  args: { tiers: ['select', 'standard'] },
};

export const CorePlanCopy: Story = {
  name: 'corePlanCopy',
  args: { corePlanCopy: true },
  play: async ({ canvas }) => {
    await expect(card(canvas, 'Core')).toBeChecked();
    await expect(card(canvas, 'Max')).toHaveAccessibleDescription(
      expect.stringContaining('$4.99 a month more than Core'),
    );
  },
};

export const MaybeLater: Story = {
  name: 'acquisitionSetPlanMaybeLater',
  args: { acquisitionSetPlanMaybeLater: true, onMaybeLater: fn(), onDeclinePerks: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Maybe later' }));
    await expect(args.onMaybeLater).toHaveBeenCalledTimes(1);
  },
};

export const NoThanks: Story = {
  name: "No thanks, I don't need the perks",
  args: { onDeclinePerks: fn(), onMaybeLater: fn() },
  play: async ({ args, canvas }) => {
    // Without its toggle, 'Maybe later' stays hidden even when the container handles it.
    await expect(canvas.queryByRole('button', { name: 'Maybe later' })).not.toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: "No thanks, I don't need the perks" }),
    );
    await expect(args.onDeclinePerks).toHaveBeenCalledTimes(1);
  },
};

export const PlansUnavailable: Story = {
  args: { tiers: [], formError: 'Unable to get list of pricing plans.', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await expect(canvas.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const UpgradeFailed: Story = {
  args: {
    value: 'max',
    formError:
      'Something went wrong with your plan upgrade. Contact customer support for assistance.',
  },
};

export const CurrentPlanUnavailable: Story = {
  args: { value: 'max', formError: 'Unable to get current pricing plan.' },
};

export const PickWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const standard = card(canvas, 'Standard');
    standard.focus();
    // Held down as a person would: Radix selects on the focus that follows the key press.
    await userEvent.keyboard('{ArrowUp>}');
    await waitFor(() => expect(card(canvas, 'Invest')).toBeChecked());
    await userEvent.keyboard('{/ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('invest');
    // Tab leaves the group (one stop for all the cards) and lands on Continue.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledWith('invest');
  },
};

export const ContinueWithPreselected: Story = {
  args: { defaultMax: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith('max');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Compact: Story = { globals: { layoutType: 'compact' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
