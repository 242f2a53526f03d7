import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CompletionScreen } from './completion-screen';

const appLinks = {
  appStoreUrl: 'https://apps.apple.com/us/app/harbor-family-money/id0000000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=com.example.harbor',
};

const meta = {
  title: 'Screens/Completion',
  component: CompletionScreen,
  parameters: { frame: 'screen' },
  args: { step: 'complete', firstName: 'Pat', initialAmount: '$50', appLinks },
} satisfies Meta<typeof CompletionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Parent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      "You're all set, Pat!",
    );
    await expect(canvas.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      appLinks.appStoreUrl,
    );
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  },
};

export const ParentImprovedDownloadScreen: Story = {
  args: { improvedDownloadScreen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Get started in the app' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const ParentVerifyLater: Story = {
  args: { needsVerification: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('One more thing: verify your account')).toBeVisible();
  },
};

/** The amounts may already be there: the reminder offers to enter them at once. */
export const ParentVerifyLaterWithVerifyNow: Story = {
  args: { needsVerification: true, onVerifyNow: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'I have the amounts: verify now' }));
    await expect(args.onVerifyNow).toHaveBeenCalledTimes(1);
  },
};

/** Inside the native apps: no store links, a Done button hands back to the app. */
export const ParentInsideTheApp: Story = {
  args: { appLinks: undefined, onDone: fn() },
  globals: { layoutType: 'compact' },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    canvas.getByRole('button', { name: 'Done' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

export const Child: Story = {
  args: { step: 'complete_child', firstName: 'Kit', initialAmount: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent("You're in, Kit!");
  },
};

export const ChildImprovedDownloadScreen: Story = {
  args: { ...Child.args, improvedDownloadScreen: true },
};

export const Placeholder: Story = {
  args: { step: 'complete_placeholder', firstName: undefined, initialAmount: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Thanks for signing up!',
    );
  },
};

export const PlaceholderImprovedDownloadScreen: Story = {
  args: { ...Placeholder.args, improvedDownloadScreen: true },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const Compact: Story = { globals: { layoutType: 'compact' } };
