import { createClients } from '../actions/create-clients';
import type { ActionDeps } from '../actions/deps';
import { registrationState } from '../model/registration-state';
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

/** The actions' window onto the browser: clients on this origin, storage, tracking, scroll. */
export function browserDeps(): ActionDeps {
  if (deps) return deps;
  const clients = createClients(
    { origin: '', headers: () => ({ anonymousId: anonymousId() }) },
    log,
  );
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
    redirect: (to) => window.location.assign(to),
    log,
    track: (event, properties) => {
      void clients.own
        .trackCustomEvent({ event, anonymousId: anonymousId(), properties: redact(properties) })
        .catch((error: unknown) => log('tracking failed', error));
    },
    // Spec section 4: a failure scrolls to the top, where the error summary is.
    scrollToTop: () => window.scrollTo({ top: 0 }),
  };
  if (!registrationState.deviceUuid) registrationState.deviceUuid = crypto.randomUUID();
  return deps;
}
