import * as React from 'react';
import { PageBusy } from '../../design-system/primitives/page-busy';
import { pressBusy, subscribePress } from '../actions/press';
import { usePressGate } from './press-gate';

let pageJustLoaded = true;

/**
 * A step's page. Moves focus to the new step's heading once it has rendered, so a screen reader
 * announces the step and Tab continues from the top of it. Not on the page's first step: a
 * fresh page keeps the browser's own focus. Children's effects run before this one, so the
 * heading exists. Its presses go through one gate (press-gate.ts), and the page shows a press
 * under way on its buttons.
 */
export function FocusStepHeading({ children }: { children: React.ReactNode }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const busy = React.useSyncExternalStore(subscribePress, pressBusy, pressBusy);
  React.useEffect(() => {
    if (pageJustLoaded) {
      pageJustLoaded = false;
      return;
    }
    ref.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <div ref={ref} {...usePressGate()}>
      <PageBusy.Provider value={busy}>{children}</PageBusy.Provider>
    </div>
  );
}
