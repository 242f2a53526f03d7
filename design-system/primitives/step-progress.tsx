import { cn } from '../lib/cn';

export type StepProgressProps = {
  /** The server's groupId: which group of questions this is, counted from 1. */
  current: number;
  /** The server's totalGroupsInFlow. */
  total: number;
  className?: string;
};

/** "Step 2 of 5" with a bar. Renders nothing until the server has said how many groups there are. */
export function StepProgress({ current, total, className }: StepProgressProps) {
  if (!Number.isFinite(total) || total < 1) return null;
  const step = Math.min(Math.max(1, Math.round(current)), total);
  const label = `Step ${step} of ${total}`;
  return (
    <div data-slot="step-progress" className={cn('flex flex-col gap-1.5', className)}>
      <p className="text-sm font-medium text-ink-700">{label}</p>
      <div
        role="progressbar"
        aria-label="Registration progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={label}
        className="h-1.5 w-full overflow-hidden rounded-full bg-ink-200"
      >
        <div
          className="h-full rounded-full bg-brand-700"
          style={{ width: `${(step / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
