import * as DialogPrimitive from '@radix-ui/react-dialog';
import * as React from 'react';
import { cn } from '../lib/cn';
import { PageBusy } from './page-busy';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  /** Buttons along the bottom; the close (X) button is always there. */
  footer?: React.ReactNode;
  closeLabel?: string;
  className?: string;
};

/**
 * A modal dialog. Radix traps focus inside, returns it to the opener on close, closes on
 * Escape and hides the rest of the page from screen readers while open.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel = 'Close',
  className,
}: DialogProps) {
  // Radix returns focus only to a Dialog.Trigger. Our dialogs also open from code (a server
  // answer, a link in text), so remember what had focus and go back there on close.
  const returnFocusTo = React.useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {/* A dialog is a page of its own over the page: the press that opened it may be waiting
          on it (a card's security check), so its buttons stay available. */}
      <PageBusy.Provider value={false}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay
            data-slot="dialog-overlay"
            className="fixed inset-0 z-40 bg-ink-900/50"
          />
          <DialogPrimitive.Content
            data-slot="dialog"
            // Radix warns about a missing description unless told there is none on purpose.
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={() => {
              returnFocusTo.current = document.activeElement as HTMLElement | null;
            }}
            onCloseAutoFocus={(event) => {
              const target = returnFocusTo.current;
              if (target?.isConnected) {
                event.preventDefault();
                target.focus();
              }
            }}
            className={cn(
              'fixed inset-x-4 top-1/2 z-50 mx-auto flex max-h-[85dvh] max-w-form -translate-y-1/2',
              'flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-dialog',
              className,
            )}
          >
            <div className="flex items-start justify-between gap-4">
              <DialogPrimitive.Title className="text-xl font-bold text-ink-900">
                {title}
              </DialogPrimitive.Title>
              <DialogPrimitive.Close
                aria-label={closeLabel}
                className="-m-2 rounded-md p-2 text-ink-700 hover:bg-ink-100"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none">
                  <path
                    d="M5 5l10 10M15 5L5 15"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </DialogPrimitive.Close>
            </div>
            {description ? (
              <DialogPrimitive.Description className="text-base text-ink-700">
                {description}
              </DialogPrimitive.Description>
            ) : null}
            {children}
            {footer ? (
              <div className="flex flex-col gap-3 sm:flex-row-reverse">{footer}</div>
            ) : null}
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </PageBusy.Provider>
    </DialogPrimitive.Root>
  );
}
