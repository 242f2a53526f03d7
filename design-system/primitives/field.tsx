import * as React from 'react';
import { cn } from '../lib/cn';
import { useText, useWords } from '../lib/text';
import { ErrorPrefix } from './error-prefix';

type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

export type FieldProps = {
  /** Left out only where the page heading is the label (QuestionPage labelFor). */
  label?: React.ReactNode;
  /** Shown under the label, before the control, so screen readers hear it before typing. */
  hint?: React.ReactNode;
  error?: React.ReactNode;
  /** "(optional)" after the label instead of asterisks on the required ones. */
  optional?: boolean;
  /** Pass a stable id when an ErrorSummary must link to this field. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
};

/**
 * One label, hint and error wired to one control. The error slot always keeps its line so a
 * message appearing never pushes the rest of the form down.
 */
export function Field({ label, hint, error, optional, id, className, children }: FieldProps) {
  const generated = React.useId();
  const words = useWords();
  const text = useText();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div data-slot="field" className={cn('flex flex-col gap-1.5', className)}>
      {label ? (
        <label htmlFor={controlId} className="text-base font-semibold text-ink-900">
          {label}
          {optional ? (
            <>
              {' '}
              <span className="font-normal text-ink-700">{text('page.optional')}</span>
            </>
          ) : null}
        </label>
      ) : null}
      {hint ? (
        <p id={hintId} data-slot="field-hint" className="text-sm text-ink-700">
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      <p
        id={errorId}
        data-slot="field-error"
        className="min-h-5 text-sm font-medium text-danger-700"
      >
        {error ? (
          <>
            <ErrorPrefix />
            {typeof error === 'string' ? words(error) : error}
          </>
        ) : null}
      </p>
    </div>
  );
}

export const inputClassName = cn(
  'block min-h-12 w-full rounded-lg border border-ink-500 bg-white px-3 text-base text-ink-900',
  'placeholder:text-ink-500 aria-invalid:border-2 aria-invalid:border-danger-700',
  'disabled:bg-ink-100 disabled:text-ink-700',
);
