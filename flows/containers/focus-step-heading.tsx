import * as React from 'react';

let pageJustLoaded = true;

/**
 * Moves focus to the new step's heading once it has rendered, so a screen reader announces the
 * step and Tab continues from the top of it. Not on the page's first step: a fresh page keeps
 * the browser's own focus. Children's effects run before this one, so the heading exists.
 */
export function FocusStepHeading({ children }: { children: React.ReactNode }) {
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (pageJustLoaded) {
      pageJustLoaded = false;
      return;
    }
    ref.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
    window.scrollTo({ top: 0 });
  }, []);
  return <div ref={ref}>{children}</div>;
}
