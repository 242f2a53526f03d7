import * as RadioGroup from '@radix-ui/react-radio-group';
import * as React from 'react';
import { cn } from '../lib/cn';

export type RadioCardOption = {
  value: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Right-hand detail such as a price; part of the option's accessible description. */
  aside?: React.ReactNode;
  disabled?: boolean;
};

export type RadioCardsProps = {
  /** The question, as the group's visible legend. */
  legend: React.ReactNode;
  /** Visually hide the legend when the page heading already asks the question. */
  legendHidden?: boolean;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  options: RadioCardOption[];
  value: string | null;
  onValueChange: (value: string) => void;
  name?: string;
  id?: string;
  className?: string;
};

/**
 * A single choice shown as cards (role, plan). Radix handles the roving focus: Tab enters the
 * group at the chosen card, arrow keys move and select, as native radios do.
 */
export function RadioCards({
  legend,
  legendHidden = false,
  hint,
  error,
  options,
  value,
  onValueChange,
  name,
  id,
  className,
}: RadioCardsProps) {
  const generated = React.useId();
  const groupId = id ?? `radio-cards-${generated}`;
  const legendId = `${groupId}-legend`;
  const hintId = `${groupId}-hint`;
  const errorId = `${groupId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div data-slot="radio-cards" className={cn('flex flex-col gap-2', className)}>
      <p
        id={legendId}
        className={legendHidden ? 'sr-only' : 'text-base font-semibold text-ink-900'}
      >
        {legend}
      </p>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-700">
          {hint}
        </p>
      ) : null}
      <RadioGroup.Root
        id={groupId}
        name={name}
        value={value ?? ''}
        onValueChange={onValueChange}
        aria-labelledby={legendId}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        className="flex flex-col gap-3"
      >
        {options.map((option) => {
          const titleId = `${groupId}-${option.value}-title`;
          const detailId = `${groupId}-${option.value}-detail`;
          const hasDetail = Boolean(option.description || option.aside);
          return (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              aria-labelledby={titleId}
              aria-describedby={hasDetail ? detailId : undefined}
              className={cn(
                'group flex w-full items-start gap-3 rounded-lg border bg-white p-4 text-left',
                'border-ink-300 hover:border-brand-600 data-[state=checked]:border-2',
                'data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50',
                'data-disabled:cursor-not-allowed data-disabled:bg-ink-100',
                error ? 'border-danger-700' : '',
              )}
            >
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-ink-500 group-data-[state=checked]:border-brand-700"
              >
                <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-700" />
              </span>
              <span className="flex flex-1 flex-col gap-1">
                <span id={titleId} className="text-base font-semibold text-ink-900">
                  {option.title}
                </span>
                {hasDetail ? (
                  <span id={detailId} className="flex flex-col gap-1 text-sm text-ink-700">
                    {option.description ? <span>{option.description}</span> : null}
                    {option.aside ? (
                      <span className="font-semibold text-ink-900">{option.aside}</span>
                    ) : null}
                  </span>
                ) : null}
              </span>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
      <p id={errorId} className="min-h-5 text-sm font-medium text-danger-700">
        {error ? (
          <>
            <span className="sr-only">Error: </span>
            {error}
          </>
        ) : null}
      </p>
    </div>
  );
}
