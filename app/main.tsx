import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../design-system/styles.css';
import { setLocale } from '../flows/actions/entry-actions';
import { sessionSet } from '../flows/composition/actions-instance';
import { preloadPhoneActions } from '../flows/composition/phone-actions-instance';
import { registrationState } from '../flows/model/registration-state';
import { loadCatalogue } from '../flows/platform/catalogues';
import { whenEngaged } from '../flows/shell/lazy-view';
import { DEFAULT_LOCALE, localeOf } from '../vocabulary/locales';
import { pickUpTypedNumber } from './held-press';
import { cleanedAddress, readRoute } from './routes';
import { Shell } from './shell';
import { startHistory } from './start-history';
import { startSession } from './start-session';

// Address-bar toggle overrides are for designers and tests; a production build turns them off
// with VITE_DISABLE_TOGGLE_OVERRIDES=true.
const production = import.meta.env.VITE_DISABLE_TOGGLE_OVERRIDES === 'true';

// First of all, before anything can track or log the address: the reset link's uid and token
// (and authToken / accessToken) leave the address bar; they live on in memory only.
const route = readRoute(window.location);
const cleaned = cleanedAddress(route, window.location);
if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);
if (route.name === 'reset-password') {
  // The server sends Referrer-Policy: no-referrer for this path; the meta tag covers a host
  // that does not (spec section 2: no-referrer on that page).
  const meta = document.createElement('meta');
  meta.name = 'referrer';
  meta.content = 'no-referrer';
  document.head.append(meta);
}

// The server chose the page's language (the switch's cookie, ?locale=, the browser's
// languages) and said it in lang: the app shows the same, so hydration matches.
// Set as the page renders, after any saved state came back: the page's language wins.
const locale = localeOf(document.documentElement.lang) ?? DEFAULT_LOCALE;
// English is in this script; another language's messages (preloaded by the page) first.
const inLanguage = (render: () => void) => {
  const show = () => {
    setLocale(locale);
    render();
  };
  if (locale === DEFAULT_LOCALE) show();
  else void loadCatalogue(locale).then(show, show);
};

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Shell />
  </StrictMode>
);

if (route.name !== 'root') {
  // Not the prerendered phone step: rendered afresh once the route has set up its state.
  root.replaceChildren();
  void import('./start-route')
    .then(({ startRoute }) => startRoute(route, production))
    // Without its set-up the page still renders: the phone step, the way in to everything.
    .catch((error: unknown) => console.error('route not started', error))
    .then(() => {
      startHistory(window);
      inLanguage(() => createRoot(root).render(app));
    });
} else if (
  startSession(window.location, {
    phoneNumber: route.phoneNumber,
    accessToken: route.accessToken,
  }) ||
  // `npm run dev` serves index.html from source, with nothing prerendered to hydrate.
  root.firstElementChild === null
) {
  // The server sent the prerendered phone step in this session's layout type, so a fresh
  // session hydrates it without repainting. A resumed one (a reload mid-flow) shows another
  // step or a typed number: render it afresh rather than fight the prerendered markup.
  startHistory(window);
  root.replaceChildren();
  inLanguage(() => createRoot(root).render(app));
} else {
  // What was typed before the script ran stays: hydration keeps it on screen, the state too.
  pickUpTypedNumber(document);
  startHistory(window);
  inLanguage(() =>
    hydrateRoot(root, app, {
      // A mismatch means the prerendered HTML and the first client render disagree: say so loudly.
      onRecoverableError: (error) => console.error('hydration', error),
    }),
  );
}

// A logged-in session that comes back (a reload) checks who it is. A failed user load outside
// the native apps clears the session and starts again at the phone step with the number
// (spec section 2); a registration in progress is checked by its own resume instead.
if (route.name === 'root' && registrationState.jwt && !registrationState.registrationToken) {
  void sessionSet.methods.loadUser();
}

// The phone step's actions (its clients and wretch) once the person starts typing.
whenEngaged(preloadPhoneActions);

// Everything else waits until the first screen is interactive.
const afterFirstScreen = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
afterFirstScreen(() => {
  void import('./load-toggles')
    .then(({ loadToggles }) => loadToggles(window.location, production))
    .then(() => Promise.all([import('./load-telemetry'), import('../flows/platform/page-config')]))
    .then(([{ loadTelemetry }, { clientConfig }]) => loadTelemetry(clientConfig(), window))
    .catch((error: unknown) => console.warn('analytics and monitoring not loaded', error));
});
