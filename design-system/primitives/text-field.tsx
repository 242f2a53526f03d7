import type * as React from 'react';
import { cn } from '../lib/cn';
import { Field, inputClassName } from './field';

export type TextFieldProps = Omit<React.ComponentProps<'input'>, 'id'> & {
  /** Left out only where the page heading is the label (QuestionPage labelFor). */
  label?: React.ReactNode;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  optional?: boolean;
  id?: string;
  /** Class for the wrapping field; `className` goes to the input itself. */
  fieldClassName?: string;
};

/** A labelled text input; `autoComplete`, `inputMode` and the rest pass straight through. */
export function TextField({
  label,
  hint,
  error,
  optional,
  id,
  fieldClassName,
  className,
  type = 'text',
  ...props
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      id={id}
      className={fieldClassName}
    >
      {(control) => (
        <input
          data-slot="text-field"
          type={type}
          aria-required={optional ? undefined : true}
          className={cn(inputClassName, className)}
          {...control}
          {...props}
        />
      )}
    </Field>
  );
}
