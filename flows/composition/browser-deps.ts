import { createClients } from '../actions/create-clients';
import type { ActionDeps } from '../actions/deps';
import { ensureDeviceUuid } from '../actions/device-actions';
import { registrationState } from '../model/registration-state';
import { analytics } from '../platform/analytics';
import { type BankLinkChoice, chooseBankLink, oauthReturnAddress } from '../platform/bank-link';
import { browserData } from '../platform/browser-data';
import { monitoring } from '../platform/monitoring';
import { type BridgeWindow, postNativeMessage } from '../platform/native-bridge';
import { clientConfig } from '../platform/page-config';
import { loadPayments } from '../platform/payments';
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
  const { nextGenOnboardingUrl, providerHomeUrl, testTracer } = clientConfig();
  const toggles = () => togglesState.toggles;
  const clients = createClients(
    { origin: '', anonymousId, toggles, ...(testTracer ? { testTracer } : {}) },
    log,
    native,
  );
  deps = {
    clients,
    toggles,
    addChildCoppa: () => togglesState.addChildCoppa,
    creditWaitlist: () => togglesState.creditWaitlist,
    storage: window.sessionStorage,
    today: () => new Date(),
    browserData: () =>
      browserData(
        {
          navigator,
          screen: window.screen,
          fonts: document.fonts as unknown as Iterable<{ family: string; status: string }>,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
        registrationState.ipAddress,
      ),
    origin: window.location.origin,
    redirect: (to) => window.location.assign(to),
    replaceAddress: (to) => window.history.replaceState(window.history.state, '', to),
    native,
    closeView: () => window.close(),
    print: () => window.print(),
    payments: (authorization) => loadPayments(clientConfig().payments, authorization, window),
    ...(nextGenOnboardingUrl ? { nextGenOnboardingUrl } : {}),
    providerHomeUrl,
    log,
    bankLink: () =>
      chooseBankLink({
        provider: clientConfig().bankLink ?? 'sandbox',
        embedded: registrationState.embeddedWebreg,
        appOs: registrationState.appOs,
        toggles: togglesState.toggles,
        win: window as unknown as BankLinkChoice['win'],
      }),
    oauthReturn: () => oauthReturnAddress(window.location.href),
    anonymousId,
    // Analytics and monitoring redact what they are given; see flows/platform/analytics.ts.
    track: (event, properties) => analytics.track(event, properties),
    identify: (userId, traits) => {
      analytics.identify(userId, traits);
      monitoring.setUser({ anonymousId: anonymousId(), id: userId });
    },
    // Spec section 4: a failure scrolls to the top, where the error summary is.
    scrollToTop: () => window.scrollTo({ top: 0 }),
  };
  ensureDeviceUuid(() => crypto.randomUUID());
  return deps;
}
