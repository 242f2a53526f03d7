import { createClients } from '../actions/create-clients';
import type { ActionDeps } from '../actions/deps';
import { registrationState } from '../model/registration-state';
import { analytics } from '../platform/analytics';
import { clientConfig } from '../platform/client-config';
import { monitoring } from '../platform/monitoring';
import { type BridgeWindow, postNativeMessage } from '../platform/native-bridge';
import { togglesState } from '../platform/toggles-state';
import { redact } from '../rules/redact';

const anonymousIdKey = 'webreg:anonymousId';

/** One id per browser for analytics and toggles, kept across visits (never personal data). */
export function anonymousId(): string {
  try {
    const stored = window.localStorage.getItem(anonymousIdKey);
    if (stored) return stored;
    const id = crypto.randomUUID();
    window.localStorage.setItem(anonymousIdKey, id);
    return id;
  } catch {
    return 'anonymous';
  }
}

// Logs leave the browser only through monitoring; until then, the console, redacted.
const log = (message: string, error?: unknown) => console.warn(message, redact(error));

let deps: ActionDeps | undefined;

// Posts to the native app hosting the page; a no-op in a plain browser.
const native: NonNullable<ActionDeps['native']> = (message, body) => {
  postNativeMessage(window as unknown as BridgeWindow, message, body as never);
};

/** The actions' window onto the browser: clients on this origin, storage, tracking, scroll. */
export function browserDeps(): ActionDeps {
  if (deps) return deps;
  const clients = createClients(
    { origin: '', headers: () => ({ anonymousId: anonymousId() }) },
    log,
    native,
  );
  const { nextGenOnboardingUrl, providerHomeUrl } = clientConfig();
  deps = {
    clients,
    toggles: () => togglesState.toggles,
    storage: window.sessionStorage,
    today: () => new Date(),
    browserData: () => ({
      userAgent: navigator.userAgent,
      language: navigator.language,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      currentResolution: `${window.screen.width}x${window.screen.height}`,
    }),
    origin: window.location.origin,
    redirect: (to) => window.location.assign(to),
    replaceAddress: (to) => window.history.replaceState(window.history.state, '', to),
    native,
    closeView: () => window.close(),
    ...(nextGenOnboardingUrl ? { nextGenOnboardingUrl } : {}),
    providerHomeUrl,
    log,
    // Analytics and monitoring redact what they are given; see flows/platform/analytics.ts.
    track: (event, properties) => analytics.track(event, properties),
    identify: (userId, traits) => {
      analytics.identify(userId, traits);
      monitoring.setUser({ anonymousId: anonymousId(), id: userId });
    },
    // Spec section 4: a failure scrolls to the top, where the error summary is.
    scrollToTop: () => window.scrollTo({ top: 0 }),
  };
  if (!registrationState.deviceUuid) registrationState.deviceUuid = crypto.randomUUID();
  return deps;
}
