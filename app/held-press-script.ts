/**
 * A press of the prerendered first screen's Continue before the app's script has run. The
 * bare form would submit itself as a GET to `/?`: the number typed, the apps' `appOs` and
 * `appVersion` and the landing parameters (gclid, utm_source, toggles) all gone. This inline
 * script (in the page's head, allowed by its CSP hash: server/static.ts) holds the press
 * instead and marks the page busy; the app takes it once it has hydrated (app/held-press.ts).
 */
export const HELD_PRESS_ATTRIBUTE = 'data-held-press';

/** Set by the shell once the app has hydrated (app/shell.tsx): presses are the app's from then. */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

// Capture on the window runs first: nothing else (React's root listener included) sees it.
export const heldPressScript = `addEventListener("submit",e=>{const h=document.documentElement;if(h.hasAttribute("${HYDRATED_ATTRIBUTE}"))return;e.preventDefault();e.stopImmediatePropagation();h.setAttribute("${HELD_PRESS_ATTRIBUTE}","");e.target.setAttribute("aria-busy","true")},true)`;
