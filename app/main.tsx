import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../design-system/styles.css';
import { preloadPhoneActions } from '../flows/containers/phone-actions-instance';
import { Shell } from './shell';
import { startSession } from './start-session';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Shell />
  </StrictMode>
);

// The server sent the prerendered phone step in this session's layout type, so a fresh
// session hydrates it without repainting. A resumed one (a reload mid-flow) shows another
// step or a typed number: render it afresh rather than fight the prerendered markup.
if (startSession(window.location)) {
  root.replaceChildren();
  createRoot(root).render(app);
} else {
  hydrateRoot(root, app, {
    // A mismatch means the prerendered HTML and the first client render disagree: say so loudly.
    onRecoverableError: (error) => console.error('hydration', error),
  });
}

// Everything else waits until the first screen is interactive. Address-bar toggle overrides are
// for designers and tests; a production build turns them off with
// VITE_DISABLE_TOGGLE_OVERRIDES=true.
const afterFirstScreen = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
afterFirstScreen(() => {
  preloadPhoneActions();
  void import('./load-toggles').then(({ loadToggles }) =>
    loadToggles(window.location, import.meta.env.VITE_DISABLE_TOGGLE_OVERRIDES === 'true'),
  );
});
