import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

const alertVariants = cva('flex flex-col gap-1 rounded-lg border-l-4 px-4 py-3 text-base', {
  variants: {
    tone: {
      info: 'border-brand-700 bg-brand-50 text-brand-800',
      success: 'border-success-700 bg-success-50 text-success-700',
      warning: 'border-warning-800 bg-warning-50 text-warning-800',
      error: 'border-danger-700 bg-danger-50 text-danger-800',
    },
  },
  defaultVariants: { tone: 'info' },
});

export type AlertProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertVariants> & {
    title?: React.ReactNode;
    /** A button or link that resolves the alert, e.g. "Try again". */
    action?: React.ReactNode;
  };

/**
 * A message about the page as a whole. Errors use role="alert" (read out at once, interrupting);
 * the other tones use role="status" (read out politely when the reader is idle).
 */
export function Alert({ tone = 'info', title, action, className, children, ...props }: AlertProps) {
  return (
    <div
      data-slot="alert"
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div>{children}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
