import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PromoCodeScreen, type PromoCodeScreenProps } from './promo-code-screen';

// A stateful wrapper so typing works in the canvas; the screen itself stays pure.
function Interactive(props: PromoCodeScreenProps) {
  const [code, setCode] = React.useState(props.code);
  return (
    <PromoCodeScreen
      {...props}
      code={code}
      onCodeChange={(next) => {
        setCode(next);
        props.onCodeChange(next);
      }}
    />
  );
}

// Sandbox codes (server/README.md): SANDBOX-EARNED, SANDBOX-REDEEMED; others are invalid.
const meta = {
  title: 'Screens/Promo code',
  component: PromoCodeScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: { code: '', check: { state: 'idle' }, onCodeChange: fn(), onContinue: fn(), onBack: fn() },
} satisfies Meta<typeof PromoCodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue without a code' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Checking: Story = {
  args: { code: 'SANDBOX-EARNED', check: { state: 'checking' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your code…');
  },
};

export const ValidEarned: Story = {
  args: {
    code: 'SANDBOX-EARNED',
    check: { state: 'valid', promoCodeState: 'EARNED', rewardValue: '$10' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Promo code/ })).toHaveAccessibleDescription(
      "Code accepted: you've earned your $10 reward. It arrives once your account is funded.",
    );
  },
};

export const ValidRedeemed: Story = {
  args: {
    code: 'SANDBOX-REDEEMED',
    check: { state: 'valid', promoCodeState: 'REDEEMED', rewardValue: '$10' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Code applied: your $10 reward is ready.',
    );
  },
};

export const Invalid: Story = {
  args: {
    code: 'SUMMER',
    check: { state: 'invalid', message: 'That promo code is not valid.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'There is a problem' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /Promo code/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { ...ValidEarned.args, loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    ...ValidEarned.args,
    formError: 'An unexpected error occurred. Please try again later.',
  },
};

export const TypeWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: /Promo code/ }));
    await userEvent.keyboard('sandbox-earned');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('SANDBOX-EARNED');
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  args: ValidEarned.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = { args: ValidEarned.args, globals: { layoutType: 'compact' } };
