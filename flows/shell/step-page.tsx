import * as React from 'react';
import { useMessage } from '../../design-system/lib/text';
import { PageBusy, PageFrame } from '../../design-system/primitives/page-busy';
import { sectionMessage } from '../../vocabulary/messages/sections.en';
import { pressBusy, subscribePress } from '../actions/press';
import type { StepActions } from '../actions/step-actions';
import type { StepDefinition } from '../steps/registry';
import { usePressGate } from './press-gate';

let pageJustLoaded = true;

/**
 * The actions a page's entering calls: the router provides the page's one StepActions, so that
 * this file, which every page's chunk shares, imports no action set itself.
 */
export const StepEntry = React.createContext<StepActions | undefined>(undefined);

/**
 * The Back link's action while history may go back from the page shown, from the router for
 * the same reason: it follows history, which the first screen's own chunk already holds.
 */
export const StepBack = React.createContext<(() => void) | undefined>(undefined);

/**
 * A step's page. Moves focus to the new step's heading once it has rendered, so a screen reader
 * announces the step and Tab continues from the top of it. Not on the page's first step: a
 * fresh page keeps the browser's own focus. Children's effects run before this one, so the
 * heading exists. Its presses go through one gate (press-gate.ts), and the page shows a press
 * under way on its buttons. It is also where a step is entered: the actions the step registry
 * names for the page (`onEnter`, `onLeave`) run when it is shown and when it goes, once its
 * code has loaded, so that every step is entered the same way. It gives the page its frame:
 * the Back link where history may go back, the section of the registry's entry.
 */
export function StepPage({
  children,
  step,
}: {
  children: React.ReactNode;
  /**
   * What entering and leaving the page do: the step registry's entry of the page shown, or a
   * page within a step's own (a funding method's form).
   */
  step?: Pick<StepDefinition, 'onEnter' | 'section'> | undefined;
}) {
  const actions = React.useContext(StepEntry);
  const ref = React.useRef<HTMLDivElement>(null);
  const busy = React.useSyncExternalStore(subscribePress, pressBusy, pressBusy);
  const back = React.useContext(StepBack);
  // A page within a step's page (a knowledge question, a result, a funding method's form)
  // stays in its section.
  const around = React.useContext(PageFrame);
  const message = useMessage();
  const section = step?.section
    ? message(sectionMessage(step.section), step.section)
    : around.section;
  const frame = React.useMemo(() => ({ back, section }), [back, section]);
  // The page's key changes with its step, so this runs once per step entered; its leaving
  // comes with the entering's action set (its chunk), so it waits for it. An entering whose
  // chunk never came has nothing to undo.
  // biome-ignore lint/correctness/useExhaustiveDependencies: entered once per mount, as keyed.
  React.useEffect(() => {
    const leaving = actions && step?.onEnter?.(actions);
    return () =>
      void leaving?.then(
        (leave) => leave(),
        () => undefined,
      );
  }, []);
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
      <PageFrame.Provider value={frame}>
        <PageBusy.Provider value={busy}>{children}</PageBusy.Provider>
      </PageFrame.Provider>
    </div>
  );
}
