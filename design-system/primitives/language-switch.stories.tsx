import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FIRST_SCREEN_ES } from '../../vocabulary/messages/first-screen.es';
import { MessagesProvider } from '../lib/text';
import { LanguageSwitch } from './language-switch';

const meta = {
  title: 'Primitives/Language switch',
  component: LanguageSwitch,
  args: { locale: 'en', onLocaleChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ args, canvas }) => {
    const languages = canvas.getByRole('navigation', { name: 'Language' });
    await expect(languages).toHaveTextContent('EnglishEspañol');
    await expect(canvas.getByText('English')).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Español' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('es');
  },
};

/** The page in Spanish: the switch's own name comes from the page's messages (MessagesProvider). */
export const Spanish: Story = {
  args: { locale: 'es' },
  decorators: [
    (Story) => (
      <MessagesProvider value={FIRST_SCREEN_ES}>
        <Story />
      </MessagesProvider>
    ),
  ],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Idioma' })).toBeVisible();
    await expect(canvas.getByText('Español')).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'English' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
  },
};
