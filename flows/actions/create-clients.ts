import { registrationState } from '../model/registration-state';
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
import type { Clients } from './deps';

/**
 * Every client over one Http whose bearer tokens come from the registration state: the
 * registration token (else the access token) on registration calls, the user's JWT on
 * user calls.
 */
export function createClients(
  config: Omit<HttpConfig, 'tokens'>,
  log: (message: string, error?: unknown) => void,
): Clients {
  const http = createHttp({
    ...config,
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
