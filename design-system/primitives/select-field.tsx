import type * as React from 'react';
import { cn } from '../lib/cn';
import { Field, inputClassName } from './field';

export type SelectFieldProps = Omit<React.ComponentProps<'select'>, 'id' | 'children'> & {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  id?: string;
  /** What is sent (value) and what a person reads (label), in the order shown. */
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first, empty choice ("Choose…"): nothing is picked until the person picks. */
  placeholder: string;
  fieldClassName?: string;
};

/**
 * A labelled native select: the platform's own picker on phones, type-ahead and autofill
 * (autoComplete passes through) everywhere.
 */
export function SelectField({
  label,
  hint,
  error,
  id,
  options,
  placeholder,
  fieldClassName,
  className,
  ...props
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={fieldClassName}>
      {(control) => (
        <select
          data-slot="select-field"
          aria-required
          className={cn(inputClassName, 'appearance-auto', className)}
          {...control}
          {...props}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
