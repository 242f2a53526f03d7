import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MobileAuthScreen } from './mobile-auth-screen';

const meta = {
  title: 'Screens/Mobile number authentication',
  component: MobileAuthScreen,
  parameters: { frame: 'screen' },
  args: {
    proveMobileAuthState: null,
    phoneNumber: '(555) 123-4567',
    onStart: fn(),
    onRetry: fn(),
    onUseCode: fn(),
    onContinue: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof MobileAuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm my number' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

/** initial-redirect: the carrier's link has been asked for. */
export const InitialRedirect: Story = {
  args: { proveMobileAuthState: 'initial-redirect' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Getting a secure link from your carrier…',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm my number' }));
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** pending: the link went out; waiting for the tap. */
export const Pending: Story = {
  args: { proveMobileAuthState: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for you to tap the link…');
    await expect(canvas.queryByRole('button', { name: /Continue/ })).toBeNull();
  },
};

export const Success: Story = {
  args: { proveMobileAuthState: 'success' },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Send me a code instead' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Failure: Story = {
  args: { proveMobileAuthState: 'failure' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "Your mobile carrier couldn't confirm (555) 123-4567.",
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Invalidated: Story = {
  args: { proveMobileAuthState: 'invalidated' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const UseCodeWithKeyboard: Story = {
  args: { proveMobileAuthState: 'failure' },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Try again' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send me a code instead' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUseCode).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  args: { proveMobileAuthState: 'pending' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = {
  args: { proveMobileAuthState: 'pending' },
  globals: { layoutType: 'compact' },
};
