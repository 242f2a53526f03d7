import { cva } from 'class-variance-authority';
import type * as React from 'react';
import type { LayoutType } from '../../vocabulary/domain';
import { DEFAULT_LOCALE } from '../../vocabulary/locales';
import { cn } from '../lib/cn';
import { useText } from '../lib/text';
import { BrandMark } from './brand-mark';
import { LanguageSwitch, type LanguageSwitchProps } from './language-switch';

const mainVariants = cva('mx-auto flex w-full max-w-form flex-1 flex-col', {
  variants: {
    layoutType: {
      default: 'px-4 py-8 sm:py-12',
      // Native webviews draw their own bars: respect the notch and home indicator insets.
      compact:
        'px-[max(1rem,env(safe-area-inset-left))] pt-[max(1rem,env(safe-area-inset-top))] ' +
        'pb-[max(1rem,env(safe-area-inset-bottom))]',
    },
  },
  defaultVariants: { layoutType: 'default' },
});

export type LayoutProps = {
  layoutType?: LayoutType;
  children: React.ReactNode;
  className?: string;
} & Partial<LanguageSwitchProps>;

/**
 * The page frame. `default` is the website (header, footer); `compact` is for the provider's
 * native apps, whose webview already shows their own chrome. The brand bar, the form and the
 * footer share one column, so at any width they start at one left edge.
 */
export function Layout({
  layoutType = 'default',
  children,
  className,
  locale = DEFAULT_LOCALE,
  onLocaleChange,
}: LayoutProps) {
  const compact = layoutType === 'compact';
  const text = useText();
  // Where the page can change language (the app): a screen drawn alone (a story) has no switch.
  const languages = onLocaleChange ? (
    <LanguageSwitch locale={locale} onLocaleChange={onLocaleChange} />
  ) : null;
  return (
    <div
      data-slot="layout"
      data-layout-type={layoutType}
      className={cn('flex min-h-dvh flex-col bg-ink-50', className)}
    >
      {compact ? null : (
        <>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
          >
            {text('page.skipToMain')}
          </a>
          <header className="border-b border-ink-200 bg-white">
            <div className="mx-auto flex max-w-form items-center gap-2 px-4 py-3">
              <BrandMark className="text-brand-700" />
              <span className="text-lg font-bold text-ink-900">Harbor</span>
              <span className="text-sm text-ink-700">{text('page.tagline')}</span>
              <div className="ml-auto">{languages}</div>
            </div>
          </header>
        </>
      )}
      <main id="main" tabIndex={-1} className={mainVariants({ layoutType })}>
        {/* The apps draw no header: the switch heads the column instead. */}
        {compact && languages ? <div className="mb-4 flex justify-end">{languages}</div> : null}
        {children}
      </main>
      {compact ? null : (
        <footer className="border-t border-ink-200 bg-white">
          <p className="mx-auto max-w-form px-4 py-4 text-xs text-ink-700">{text('page.footer')}</p>
        </footer>
      )}
    </div>
  );
}
