import * as React from 'react';
import { cn } from '../lib/cn';
import { caretAfterDigits, formatUsPhone } from '../lib/us-phone';
import { Field, inputClassName } from './field';

export type PhoneFieldProps = Omit<
  React.ComponentProps<'input'>,
  'id' | 'value' | 'defaultValue' | 'onChange' | 'type'
> & {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  id?: string;
  /** The formatted value, e.g. "(555) 123-4567". */
  value: string;
  onValueChange: (formatted: string) => void;
  fieldClassName?: string;
};

/** A US phone number field that formats as the person types, keeping the caret in place. */
export function PhoneField({
  label,
  hint,
  error,
  id,
  value,
  onValueChange,
  fieldClassName,
  className,
  ...props
}: PhoneFieldProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const pendingCaret = React.useRef<number | null>(null);

  // Reformatting rewrites the value, which would throw the caret to the end when someone edits
  // in the middle; put it back after the same number of digits once React has rendered.
  React.useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && pendingCaret.current !== null && document.activeElement === input) {
      input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  return (
    <Field label={label} hint={hint} error={error} id={id} className={fieldClassName}>
      {(control) => (
        <input
          ref={inputRef}
          data-slot="phone-field"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          aria-required
          placeholder="(555) 555-5555"
          maxLength={20}
          className={cn(inputClassName, 'tabular-nums', className)}
          value={value}
          onChange={(event) => {
            const raw = event.target.value;
            const caret = event.target.selectionStart ?? raw.length;
            const digitsBefore = raw.slice(0, caret).replace(/\D/g, '').length;
            const formatted = formatUsPhone(raw);
            // A pasted "+1 555..." keeps its country code digit before the caret; drop it too.
            const extra = raw.replace(/\D/g, '').length - formatted.replace(/\D/g, '').length;
            pendingCaret.current = caretAfterDigits(formatted, Math.max(0, digitsBefore - extra));
            onValueChange(formatted);
          }}
          {...control}
          {...props}
        />
      )}
    </Field>
  );
}
