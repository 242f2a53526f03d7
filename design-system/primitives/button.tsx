import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../lib/cn';
import { PageBusy } from './page-busy';
import { Spinner } from './spinner';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 font-semibold transition-colors select-none ' +
    'aria-disabled:cursor-not-allowed',
  {
    variants: {
      variant: {
        // Disabled looks are keyed to data-disabled, not aria-disabled: a loading button is
        // aria-disabled too but must keep its colour.
        primary:
          'rounded-lg bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900 ' +
          'data-disabled:bg-ink-300 data-disabled:text-ink-900 data-disabled:shadow-none',
        secondary:
          'rounded-lg border border-ink-300 bg-white text-ink-900 hover:bg-ink-100 active:bg-ink-200 ' +
          // Filled grey, not an outline with grey text: it reads as a button that is off, not
          // as a working one drawn faintly.
          'data-disabled:border-ink-200 data-disabled:bg-ink-100 data-disabled:text-ink-700 ' +
          'data-disabled:hover:bg-ink-100 data-disabled:active:bg-ink-100',
        // A link that cannot be followed loses its underline: an underlined grey word looks
        // clickable and broken.
        link:
          'rounded-sm text-brand-700 underline underline-offset-4 hover:text-brand-900 ' +
          'data-disabled:text-ink-500 data-disabled:no-underline data-disabled:hover:text-ink-500',
      },
      size: { md: 'text-base', sm: 'text-sm' },
      block: { true: 'w-full', false: '' },
    },
    // Box sizes only for the boxed variants: a link sits in running text (no tailwind-merge,
    // so the classes must never conflict, see docs/decisions/002).
    compoundVariants: [
      { variant: ['primary', 'secondary'], size: 'md', className: 'min-h-12 px-5' },
      { variant: ['primary', 'secondary'], size: 'sm', className: 'min-h-10 px-4' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', block: false },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Shows a spinner and blocks clicks, but keeps focus on the button for screen readers. */
    loading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  block,
  loading = false,
  disabled,
  type = 'button',
  onClick,
  children,
  ...props
}: ButtonProps) {
  // A disabled <button> drops focus and vanishes from the tab order mid-submit; aria-disabled
  // keeps the user where they were while the request runs. A press elsewhere on the page
  // blocks this button too, without a spinner of its own.
  const pageBusy = React.useContext(PageBusy);
  const blocked = loading || disabled || pageBusy;
  return (
    <button
      data-slot="button"
      type={type}
      aria-disabled={blocked || undefined}
      data-disabled={disabled || undefined}
      aria-busy={loading || undefined}
      className={cn(buttonVariants({ variant, size, block }), className)}
      onClick={(event) => {
        if (blocked) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
