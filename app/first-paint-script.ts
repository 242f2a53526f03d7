import { STATE_KEY } from '../flows/model/persistence';
import { HELD_PRESS_ATTRIBUTE, HYDRATED_ATTRIBUTE, RESUMING_ATTRIBUTE } from './first-paint-marks';

/**
 * The page's one inline script, in its head before anything paints (allowed by its CSP hash:
 * server/static.ts). It does two things the app's script, which may arrive seconds later on a
 * slow phone, cannot do in time:
 * - A Continue pressed on the prerendered phone step before the app runs would submit the bare
 *   form as a GET to `/?`: the number typed, the apps' `appOs` and `appVersion` and the landing
 *   parameters (gclid, utm_source, toggles) all gone. It holds the press instead and marks it
 *   busy; the app takes it once it has hydrated (app/held-press.ts).
 * - A full load in the middle of a sign-up (a reload, the carrier's or the bank's return, the
 *   emailed link, the reset link) would first paint the prerendered phone step, a step the
 *   family is not on. It marks the page as resuming, which shows a neutral "Just a moment"
 *   until the app has rendered the family's own step (design-system/styles.css).
 */

// Capture on the window runs first: nothing else (React's root listener included) sees it.
const holdPress = `addEventListener("submit",e=>{if(h.hasAttribute("${HYDRATED_ATTRIBUTE}"))return;e.preventDefault();e.stopImmediatePropagation();h.setAttribute("${HELD_PRESS_ATTRIBUTE}","");e.target.setAttribute("aria-busy","true")},true);`;
// The script reads only the step saved under the session's key. Another route (reset link, hand-off), the emailed link, or a saved step past the phone.
const markResuming = `try{const s=JSON.parse(sessionStorage.getItem("${STATE_KEY}")||"null"),t=s&&s.user&&s.user.nextRegStep;if(location.pathname!=="/"||/[?&]verifyEmailToken=/.test(location.search)||(t&&t!=="phone"))h.setAttribute("${RESUMING_ATTRIBUTE}","")}catch(x){}`;

export const firstPaintScript = `{const h=document.documentElement;${holdPress}${markResuming}}`;
