import * as React from 'react';
import { closePress, endPress, openPress, pressBusy } from '../actions/press';

// A finger's second tap of a double tap: browsers count a mouse's clicks (detail), but not
// every browser counts taps, so a tap this close in time and place to the one before continues
// it too (the usual double-click time; a finger lands within about this of its last spot).
const DOUBLE_TAP_MS = 500;
const TAP_SLOP_PX = 40;

type Click = Pick<MouseEvent, 'timeStamp' | 'clientX' | 'clientY' | 'detail'> & {
  pointerType?: string;
};

/**
 * Whether a click is the next of the same run as the one before (a double click or tap).
 * @internal
 */
export const continuesRun = (event: Click, before: Click | undefined): boolean =>
  event.detail > 1 ||
  (event.pointerType === 'touch' &&
    !!before &&
    event.timeStamp - before.timeStamp < DOUBLE_TAP_MS &&
    Math.hypot(event.clientX - before.clientX, event.clientY - before.clientY) < TAP_SLOP_PX);

let last: MouseEvent | undefined;
/** When the run of clicks the last click belongs to began. */
let runBegan = 0;

/** Every click, first of all (capture on the document): when its run began. */
function track(event: MouseEvent) {
  if (!continuesRun(event as PointerEvent, last)) runBegan = event.timeStamp;
  last = event;
}

const PAGE = 'data-step-page';

/**
 * A step page's presses (every click and submit in it; a dialog's own page excepted) go through
 * one gate: while a press on the page is busy with its calls, another does nothing; a click that
 * continues a double tap begun on the page before never acts on this one (the second tap of
 * Continue must not press the next page's Continue, or pick its first choice); and a press made
 * on the page before stops being busy when this one arrives. The innermost page decides.
 */
export function usePressGate() {
  const [arrivedAt] = React.useState(() => performance.now());
  React.useLayoutEffect(() => {
    endPress();
    // Added once: the same listener again is no second listener.
    document.addEventListener('click', track, true);
  }, []);
  const gate = (event: React.SyntheticEvent<HTMLElement>) => {
    if ((event.target as Element).closest(`[${PAGE}]`) !== event.currentTarget) return;
    if (pressBusy() || (last === event.nativeEvent && runBegan < arrivedAt)) {
      event.preventDefault();
      event.stopPropagation();
    } else openPress();
  };
  return {
    [PAGE]: '',
    onClickCapture: gate,
    onSubmitCapture: gate,
    // The bubble's end of the same event: the intents have run.
    onClick: closePress,
    onSubmit: closePress,
  };
}
