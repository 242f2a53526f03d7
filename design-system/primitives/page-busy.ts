import * as React from 'react';

/**
 * The page is busy with a press (the app's step page provides it): every button on it is
 * unavailable and its Continue shows the press under way, whichever button was pressed. Screens
 * stay pure: outside the app (stories, tests) nothing is busy unless a screen says so.
 */
export const PageBusy = React.createContext(false);
