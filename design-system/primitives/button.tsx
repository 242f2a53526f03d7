import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Spinner } from './spinner';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 font-semibold transition-colors select-none ' +
    'aria-disabled:cursor-not-allowed disabled:cursor-not-allowed',
  {
    variants: {
      variant: {
        primary:
          'rounded-lg bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900 ' +
          'aria-disabled:bg-ink-300 aria-disabled:text-ink-900 disabled:bg-ink-300 disabled:text-ink-900',
        secondary:
          'rounded-lg border border-ink-300 bg-white text-ink-900 hover:bg-ink-100 active:bg-ink-200 ' +
          'aria-disabled:text-ink-500 disabled:text-ink-500',
        link:
          'rounded-sm text-brand-700 underline underline-offset-4 hover:text-brand-900 ' +
          'aria-disabled:text-ink-500 disabled:text-ink-500',
      },
      size: {
        md: 'min-h-12 px-5 text-base',
        sm: 'min-h-10 px-4 text-sm',
      },
      block: { true: 'w-full', false: '' },
    },
    compoundVariants: [{ variant: 'link', className: 'min-h-0 px-0' }],
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
  // keeps the user where they were while the request runs.
  const blocked = loading || disabled;
  return (
    <button
      data-slot="button"
      type={type}
      aria-disabled={blocked || undefined}
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
