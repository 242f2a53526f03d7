import { cn } from '../lib/cn';
import { stepOfFlow } from '../lib/step-progress';

export type StepProgressProps = {
  /** The server's groupId: which group of questions this is, counted from 1. */
  current: number | null | undefined;
  /** The server's totalGroupsInFlow; nothing renders while it is 0 or unknown. */
  total: number | null | undefined;
  /** What the bar measures, for screen readers, in the page's language (the screen's area). */
  label: string;
  /**
   * The count in words, as the page's language says it: "Step 2 of 5", or e.g. "Question 1 of
   * 4" inside a step (a screen words it from its catalogue).
   */
  count: (step: number, total: number) => string;
  className?: string;
};

/** "Step 2 of 5" with a bar. Renders nothing until the server has said how many groups there are. */
export function StepProgress({ current, total, label, count, className }: StepProgressProps) {
  const progress = stepOfFlow(current, total);
  if (!progress) return null;
  const text = count(progress.step, progress.total);
  return (
    <div data-slot="step-progress" className={cn('flex flex-col gap-1.5', className)}>
      {/* Hidden from screen readers only because the progressbar below says the same words:
          "Registration progress, Step 2 of 5" once, not twice. */}
      <p aria-hidden="true" className="text-sm font-medium text-ink-700">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={progress.total}
        aria-valuenow={progress.step}
        aria-valuetext={text}
        className="h-1.5 w-full overflow-hidden rounded-full bg-ink-200"
      >
        <div
          className="h-full rounded-full bg-brand-700"
          style={{ width: `${(progress.step / progress.total) * 100}%` }}
        />
      </div>
    </div>
  );
}
