import { cva } from 'class-variance-authority';
import * as React from 'react';
import { completesPin, pinDigits } from '../lib/pin-code';
import { Field } from './field';

// Each state sets its own border and colours, so no two classes ever fight (no tailwind-merge,
// docs/decisions/002).
const cellVariants = cva(
  'flex h-14 min-w-0 flex-1 items-center justify-center rounded-lg text-2xl font-semibold tabular-nums',
  {
    variants: {
      state: {
        idle: 'border border-ink-500 bg-white text-ink-900',
        invalid: 'border-2 border-danger-700 bg-white text-ink-900',
        disabled: 'border border-ink-300 bg-ink-100 text-ink-700',
      },
      // The real input is invisible, so the cell under its caret wears the focus ring.
      active: { true: 'outline-3 outline-offset-2 outline-focus outline-solid', false: '' },
    },
    defaultVariants: { state: 'idle', active: false },
  },
);

export type PinInputProps = {
  /** Left out only where the page heading is the label (QuestionPage labelFor). */
  label?: React.ReactNode;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  /** The input's id, for an ErrorSummary link. */
  id?: string;
  /** Digits only, at most `length` of them. */
  value: string;
  onValueChange: (digits: string) => void;
  /** Called once when the last digit goes in (typed, pasted or autofilled), with the code. */
  onComplete?: (code: string) => void;
  length?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
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
  name,
  className,
}: PinInputProps) {
  const [caret, setCaret] = React.useState<number | null>(null);
  const digits = pinDigits(value, length);
  const state = disabled ? 'disabled' : error ? 'invalid' : 'idle';
  // Clamped to the digits present: a container may clear the code while the input keeps
  // focus (a wrong code), and no select event reports that the caret went back to the start.
  const activeCell = caret === null ? -1 : Math.min(caret, digits.length, length - 1);
  const trackCaret = (input: HTMLInputElement) => setCaret(input.selectionStart ?? digits.length);

  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <div data-slot="pin-input" className="relative w-full">
          <input
            {...control}
            name={name}
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
            onFocus={(event) => trackCaret(event.currentTarget)}
            onSelect={(event) => trackCaret(event.currentTarget)}
            onBlur={() => setCaret(null)}
            onChange={(event) => {
              const next = pinDigits(event.target.value, length);
              onValueChange(next);
              if (completesPin(digits, next, length)) onComplete?.(next);
            }}
            // The real input covers the cells, transparent, so taps and selection land on it.
            className="absolute inset-0 z-10 w-full cursor-text bg-transparent text-transparent caret-transparent outline-none selection:bg-transparent disabled:cursor-not-allowed"
          />
          <div aria-hidden="true" className="flex gap-2">
            {Array.from({ length }, (_, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions, not items.
                key={index}
                data-slot="pin-cell"
                data-active={index === activeCell || undefined}
                className={cellVariants({ state, active: index === activeCell })}
              >
                {digits[index] ?? ''}
              </div>
            ))}
          </div>
        </div>
      )}
    </Field>
  );
}
