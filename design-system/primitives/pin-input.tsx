import * as React from 'react';
import { cn } from '../lib/cn';
import { Field } from './field';

export type PinInputProps = {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  id?: string;
  /** Digits only, at most `length` of them. */
  value: string;
  onValueChange: (digits: string) => void;
  /** Called once the last digit is in, with the whole code. */
  onComplete?: (code: string) => void;
  length?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
};

/**
 * A one-time code shown as cells but typed into ONE real input. That single input is what
 * makes iOS and Android offer the code from the SMS (autocomplete="one-time-code"), lets a
 * pasted code land whole, lets Backspace walk back across cells, and reads as one field to
 * screen readers instead of six.
 */
export function PinInput({
  label,
  hint,
  error,
  id,
  value,
  onValueChange,
  onComplete,
  length = 6,
  disabled = false,
  autoFocus = false,
  className,
}: PinInputProps) {
  const [focused, setFocused] = React.useState(false);
  const digits = value.replace(/\D/g, '').slice(0, length);
  const activeCell = Math.min(digits.length, length - 1);

  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <div data-slot="pin-input" className="relative w-fit">
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            // No maxLength: the browser would cut a pasted "654 321" to "654 32" before we
            // could drop the space. onChange keeps the first `length` digits instead.
            aria-required
            disabled={disabled}
            // biome-ignore lint/a11y/noAutofocus: only the code step asks for it, right after sending the code.
            autoFocus={autoFocus}
            spellCheck={false}
            value={digits}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onChange={(event) => {
              const next = event.target.value.replace(/\D/g, '').slice(0, length);
              onValueChange(next);
              if (next.length === length && digits.length !== length) onComplete?.(next);
            }}
            // The real input covers the cells, transparent, so taps and selection hit it.
            className="absolute inset-0 z-10 w-full cursor-text bg-transparent text-transparent caret-transparent outline-none selection:bg-transparent disabled:cursor-not-allowed"
          />
          <div aria-hidden="true" className="flex gap-2">
            {Array.from({ length }, (_, index) => {
              const isActive = focused && index === activeCell;
              return (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions, not items.
                  key={index}
                  data-active={isActive || undefined}
                  className={cn(
                    'flex h-14 w-11 items-center justify-center rounded-lg border bg-white text-2xl font-semibold tabular-nums text-ink-900',
                    error ? 'border-2 border-danger-700' : 'border-ink-500',
                    isActive ? 'outline-3 outline-offset-2 outline-focus outline-solid' : '',
                    disabled ? 'bg-ink-100 text-ink-700' : '',
                  )}
                >
                  {digits[index] ?? ''}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </Field>
  );
}
