import { followSteps, returnTo } from '../flows/actions/history-actions';

/**
 * Browser Back and Forward move between the steps (docs/decisions/071), once the session is
 * back together. The listener only hands the entry to the history action.
 */
export function startHistory(window: Window): void {
  followSteps(window.history);
  window.addEventListener('popstate', (event) => returnTo(event.state));
}
