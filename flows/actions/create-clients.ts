import { registrationState } from '../model/registration-state';
import type { NativeMessages } from '../platform/native-bridge';
import type { Toggles } from '../rules/toggles';
import { createHttp, type HttpConfig } from '../services/http';
import {
  createFamilyClient,
  createIdentityClient,
  createInvestingClient,
  createOnboardingClient,
} from '../services/other-clients';
import { createOwnServerClient } from '../services/own-server-client';
import { createPhoneVerificationClient } from '../services/phone-verification-client';
import { createRegistrationClient } from '../services/registration-client';
import { createWebRegistrationClient } from '../services/web-registration-client';
import { afterSessionExpired } from '../steps/session';
import { applyChanges } from './apply-changes';
import type { Clients } from './deps';

/** What the common headers and the endpoint variants are read from. */
type ClientSettings = {
  anonymousId?: () => string;
  testTracer?: string;
  toggles?: () => Pick<Toggles, 'accessManagement'>;
};

export type NativePost = (
  message: 'registrationReAuth' | 'registrationFailed' | 'registrationComplete',
  body: NativeMessages['registrationReAuth' | 'registrationFailed' | 'registrationComplete'],
) => void;

/**
 * Every client over one Http whose bearer tokens come from the registration state: the
 * registration token (else the access token) on registration calls, the user's JWT on
 * user calls. A registration call's 401 ends the session, whichever action made it: back to
 * the phone step with the session-expired notice, and inside the native apps a
 * registrationReAuth message (native).
 */
export function createClients(
  config: Omit<
    HttpConfig,
    'tokens' | 'onSessionExpired' | 'headers' | 'accessManagement' | 'locale'
  > &
    ClientSettings,
  log: (message: string, error?: unknown) => void,
  native?: NativePost,
): Clients {
  const { anonymousId, testTracer, toggles, ...httpConfig } = config;
  const http = createHttp({
    ...httpConfig,
    // Section 7's common headers: the client IP as the product's server saw it, the test
    // tracer (?testTracer= kept for the session, else this deployment's), the analytics id.
    headers: () => ({
      clientIpAddress: registrationState.ipAddress,
      testTracer: registrationState.testSettings?.testTracer ?? testTracer ?? null,
      anonymousId: anonymousId?.() ?? null,
    }),
    // Section 6: access management moves every phone-verification call to the newer paths.
    accessManagement: () => toggles?.().accessManagement ?? false,
    onSessionExpired: () => {
      void applyChanges(afterSessionExpired({ embedded: registrationState.embeddedWebreg }), {
        native: (effect) => native?.(effect.message, effect.body),
      });
    },
    locale: () => registrationState.locale,
    tokens: () => ({
      registrationToken: registrationState.registrationToken,
      accessToken: registrationState.regAccessToken,
      userToken: registrationState.jwt,
    }),
  });
  return {
    registration: createRegistrationClient(http),
    webRegistration: createWebRegistrationClient(http),
    phoneVerification: createPhoneVerificationClient(http),
    identity: createIdentityClient(http),
    onboarding: createOnboardingClient(http),
    family: createFamilyClient(http),
    investing: createInvestingClient(http, log),
    own: createOwnServerClient(http, log),
  };
}
