import * as React from 'react';

/**
 * The page is busy with a press (the app's step page provides it): every button on it is
 * unavailable and its Continue shows the press under way, whichever button was pressed. Screens
 * stay pure: outside the app (stories, tests) nothing is busy unless a screen says so.
 */
export const PageBusy = React.createContext(false);

/**
 * What the app's step page knows of the page around a question (the step page provides it):
 * the way back that browser history allows from here, and the section of the flow the page
 * belongs to. Every question page shows both the same way, without each screen threading
 * them through its props. Outside the app (stories, tests) there is neither unless a story
 * provides one. Beside PageBusy because the first screen's chunking keeps them together.
 */
export type PageFrameValue = {
  /** The Back link's action; absent where Back may not return (the first page, a used code). */
  back?: (() => void) | undefined;
  /** The section caption above the heading, e.g. "Your plan". */
  section?: string | undefined;
};

export const PageFrame = React.createContext<PageFrameValue>({});
