import type * as React from 'react';
import { Button } from './button';

export type ShowToggleProps = {
  /** The ids of the masked fields it shows: both password fields of a page show together. */
  controls: readonly string[];
  shown: boolean;
  onShownChange: (shown: boolean) => void;
  /** One label that never flips, e.g. "Show password". */
  children: React.ReactNode;
  className?: string;
};

/**
 * Shows what a masked field holds (a password, the SSN) so a person can check it before
 * sending. One label with aria-pressed, read as "Show password, toggle button, pressed": a
 * label that flipped to "Hide" as well would say the state twice. Whether it is pressed is the
 * screen's own moment: never kept in state, drafts or analytics.
 */
export function ShowToggle({
  controls,
  shown,
  onShownChange,
  children,
  className,
}: ShowToggleProps) {
  return (
    <Button
      variant="link"
      size="sm"
      aria-controls={controls.join(' ')}
      aria-pressed={shown}
      onClick={() => onShownChange(!shown)}
      className={className}
    >
      {children}
    </Button>
  );
}
