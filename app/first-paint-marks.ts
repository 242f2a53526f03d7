// The marks the page's first-paint script (app/first-paint-script.ts) and the app share on
// <html>: a file of its own, so the app's bundle carries the names and not the script.

/** A Continue pressed before the app ran, held for it (app/held-press.ts takes it). */
export const HELD_PRESS_ATTRIBUTE = 'data-held-press';
/** A load mid-sign-up: a neutral page shows until the app has rendered the family's step. */
export const RESUMING_ATTRIBUTE = 'data-resuming';
/** Set by the shell once the app has rendered (app/shell.tsx): presses are the app's from then. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
