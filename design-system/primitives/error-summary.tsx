import * as React from 'react';
import { cn } from '../lib/cn';
import { useText, useWords } from '../lib/text';

export type ErrorSummaryItem = {
  /** The id of the field the message is about; the link moves focus there. */
  fieldId?: string;
  message: string;
};

export type ErrorSummaryProps = {
  errors: ErrorSummaryItem[];
  title?: string;
  className?: string;
};

const tabbable =
  '[tabindex="0"], input:not([type="hidden"]):not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), button:not([disabled])';

/**
 * Puts the keyboard in the field an error is about. A plain anchor only scrolls, and an id on
 * a group (radio cards) names an element that cannot take focus itself: then the group's
 * first tabbable control (the chosen card, else the first) gets it.
 */
function focusField(fieldId: string): boolean {
  const field = document.getElementById(fieldId);
  if (!field) return false;
  field.focus();
  if (!field.contains(document.activeElement)) {
    field.querySelector<HTMLElement>(tabbable)?.focus();
  }
  field.scrollIntoView({ block: 'center' });
  return field.contains(document.activeElement);
}

/**
 * Whether a summary takes focus when it appears: true on a page (the app, one story alone).
 * A page that shows many examples at once (Storybook's docs) turns it off: there each summary
 * would pull the viewport down to itself, and the page would open far from its top.
 * @internal Only Storybook's preview provides it; the app keeps the default.
 */
export const ErrorSummaryTakesFocus = React.createContext(true);

/**
 * GOV.UK's error summary: shown above the heading after a failed submit, it takes focus so a
 * screen reader reads the problems at once, and each message links to its field. No
 * role="alert": moving focus already announces it, and both together read it twice.
 */
export function ErrorSummary({ errors, title, className }: ErrorSummaryProps) {
  const ref = React.useRef<HTMLElement>(null);
  const titleId = React.useId();
  const signature = errors.map((e) => `${e.fieldId}:${e.message}`).join('|');
  const takesFocus = React.useContext(ErrorSummaryTakesFocus);
  const text = useText();
  const words = useWords();

  // Focus on every new set of errors, not on each re-render with the same ones.
  React.useEffect(() => {
    if (signature && takesFocus) ref.current?.focus();
  }, [signature, takesFocus]);

  if (errors.length === 0) return null;
  return (
    <section
      ref={ref}
      data-slot="error-summary"
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-2 rounded-lg border-2 border-danger-700 bg-white px-4 py-3',
        className,
      )}
    >
      <h2 id={titleId} className="text-lg font-bold text-ink-900">
        {title ?? text('page.errorSummaryTitle')}
      </h2>
      <ul className="flex flex-col gap-1">
        {errors.map((error) => (
          <li key={`${error.fieldId}-${error.message}`} className="text-base">
            {error.fieldId ? (
              <a
                href={`#${error.fieldId}`}
                className="font-semibold text-danger-700 underline underline-offset-4"
                onClick={(event) => {
                  // Only when focus really moved is the browser's jump cancelled; otherwise
                  // the anchor still scrolls there, which is better than nothing.
                  if (error.fieldId && focusField(error.fieldId)) event.preventDefault();
                }}
              >
                {words(error.message)}
              </a>
            ) : (
              <span className="font-semibold text-danger-700">{words(error.message)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
