import * as RadioGroup from '@radix-ui/react-radio-group';
import { cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../lib/cn';
import { useWords } from '../lib/text';
import { ErrorPrefix } from './error-prefix';

// The resting border comes from `invalid` alone; checked, hover and disabled looks are
// data-attribute variants layered on top, so no two unconditional classes ever compete.
const cardVariants = cva(
  'group flex w-full items-start gap-3 rounded-lg border bg-white p-4 text-left ' +
    'hover:border-brand-600 data-[state=checked]:border-brand-700 data-[state=checked]:inset-ring ' +
    'data-[state=checked]:inset-ring-brand-700 ' +
    'data-[state=checked]:bg-brand-50 data-disabled:cursor-not-allowed data-disabled:bg-ink-100 ' +
    'data-disabled:hover:border-ink-300',
  {
    variants: { invalid: { true: 'border-danger-700', false: 'border-ink-300' } },
    defaultVariants: { invalid: false },
  },
);

type RadioCardOption = {
  value: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Right-hand detail such as a price; part of the option's accessible description. */
  aside?: React.ReactNode;
  /** A short tag beside the title ("Recommended"); read after the title, not as its name. */
  badge?: React.ReactNode;
  /** Decorative marks (a provider's logo) at the card's end; the title names the option. */
  mark?: React.ReactNode;
  disabled?: boolean;
};

export type RadioCardsProps = {
  /** The question, as the group's visible legend (or labelledBy, below). */
  legend?: React.ReactNode;
  /**
   * The id of the page heading that asks the question (QuestionPage headingId): the group is
   * named by it, with no legend of its own, so a screen reader says the question once.
   */
  labelledBy?: string;
  /** Visually hide the legend when the page heading already asks the question. */
  legendHidden?: boolean;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  options: RadioCardOption[];
  value: string | null;
  onValueChange: (value: string) => void;
  /** Submitted with a surrounding form, as native radios would be. */
  name?: string;
  /** The group's id, for an ErrorSummary link: focusing it moves into the chosen card. */
  id?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * A single choice shown as cards (role, plan). Radix handles the roving focus: Tab enters the
 * group at the chosen card, arrow keys move and select, as native radios do.
 */
export function RadioCards({
  legend,
  labelledBy,
  legendHidden = false,
  hint,
  error,
  options,
  value,
  onValueChange,
  name,
  id,
  disabled,
  className,
}: RadioCardsProps) {
  const generated = React.useId();
  const groupId = id ?? `radio-cards-${generated}`;
  const legendId = `${groupId}-legend`;
  const hintId = `${groupId}-hint`;
  const words = useWords();
  const errorId = `${groupId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div data-slot="radio-cards" className={cn('flex flex-col gap-2', className)}>
      {labelledBy ? null : (
        <p
          id={legendId}
          className={legendHidden ? 'sr-only' : 'text-base font-semibold text-ink-900'}
        >
          {legend}
        </p>
      )}
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
        disabled={disabled}
        aria-labelledby={labelledBy ?? legendId}
        aria-describedby={describedBy || undefined}
        // aria-required rather than Radix's `required`: that one also sets the native
        // attribute, and a browser bubble would fight our own error message.
        aria-required
        aria-invalid={error ? true : undefined}
        className="flex flex-col gap-3"
      >
        {options.map((option, index) => {
          // Ids from the position, not the value: a value with a space would split the
          // aria-labelledby list in two.
          const titleId = `${groupId}-${index}-title`;
          const descriptionId = `${groupId}-${index}-description`;
          const asideId = `${groupId}-${index}-aside`;
          const badgeId = `${groupId}-${index}-badge`;
          const describedBy = [
            option.badge ? badgeId : null,
            option.description ? descriptionId : null,
            option.aside ? asideId : null,
          ].filter(Boolean);
          return (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              data-slot="radio-card"
              aria-labelledby={titleId}
              aria-describedby={describedBy.join(' ') || undefined}
              className={cardVariants({ invalid: Boolean(error) })}
            >
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-ink-500 group-data-[state=checked]:border-brand-700"
              >
                <RadioGroup.Indicator className="size-3 rounded-full bg-brand-700" />
              </span>
              <span className="flex flex-1 flex-col gap-1">
                <span className="flex items-baseline justify-between gap-3">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span id={titleId} className="text-base font-semibold text-ink-900">
                      {option.title}
                    </span>
                    {option.badge ? (
                      <span
                        id={badgeId}
                        data-slot="radio-card-badge"
                        className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
                      >
                        {option.badge}
                      </span>
                    ) : null}
                  </span>
                  {option.aside ? (
                    <span id={asideId} className="shrink-0 text-base font-semibold text-ink-900">
                      {option.aside}
                    </span>
                  ) : null}
                </span>
                {option.description ? (
                  <span id={descriptionId} className="text-sm text-ink-700">
                    {option.description}
                  </span>
                ) : null}
              </span>
              {option.mark ? (
                <span aria-hidden="true" className="flex shrink-0 items-center gap-1.5 self-center">
                  {option.mark}
                </span>
              ) : null}
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
      <p id={errorId} className="min-h-5 text-sm font-medium text-danger-700">
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
