import type { StorageLike } from '../model/memory-storage';
import type { BankLinkPort } from '../platform/bank-link';
import type { PaymentsAdapter } from '../platform/payments';
import type { AddChildCoppa, CreditWaitlistToggle, Toggles } from '../rules/toggles';
import type {
  FamilyClient,
  IdentityClient,
  InvestingClient,
  OnboardingClient,
} from '../services/other-clients';
import type { OwnServerClient } from '../services/own-server-client';
import type { PhoneVerificationClient } from '../services/phone-verification-client';
import type { RegistrationClient } from '../services/registration-client';
import type { WebRegistrationClient } from '../services/web-registration-client';
import type { ActionEnvironment } from './run-action';

export type Clients = {
  registration: RegistrationClient;
  webRegistration: WebRegistrationClient;
  phoneVerification: PhoneVerificationClient;
  identity: IdentityClient;
  onboarding: OnboardingClient;
  family: FamilyClient;
  investing: InvestingClient;
  own: OwnServerClient;
};

/** Everything the actions reach outside the model, passed in so node tests supply their own. */
export type ActionDeps = ActionEnvironment & {
  clients: Clients;
  toggles: () => Toggles;
  /** The structured COPPA toggle of the add-child page (section 3); its defaults when absent. */
  addChildCoppa?: () => AddChildCoppa;
  /** The structured credit waitlist toggle (its confirmation shows unless told otherwise). */
  creditWaitlist?: () => CreditWaitlistToggle;
  storage: StorageLike;
  today: () => Date;
  /** Browser details for POST /api/browser-data (ip_addresses, deviceOs, browser...). */
  browserData: () => Record<string, unknown>;
  /** Where "redirect" effects go (window.location.assign in the app). */
  redirect: (to: string) => void;
  /** An in-page redirect: the address bar changes, the page and its state stay. */
  replaceAddress?: (to: string) => void;
  /** The page's origin: the reset link is sent back to the identity service as a URL on it. */
  origin?: string;
  /** The provider's home page, where the apps are: the way on when nothing else is known. */
  providerHomeUrl?: string;
  /** Where the next-gen onboarding lives when its service names no address (a setting). */
  nextGenOnboardingUrl?: string;
  log: (message: string, error?: unknown) => void;
  /** The instant bank link this page opens (flows/platform/bank-link.ts). */
  bankLink?: () => BankLinkPort;
  /** The page's address when an OAuth bank returned it to the link (oauth_state_id). */
  oauthReturn?: () => string | undefined;
  /** The payments port's adapter for a client token (the configured provider's, lazily loaded). */
  payments?: (authorization: string) => Promise<PaymentsAdapter>;
  /** The analytics anonymous id (onboarding initialise, experimentation sync). */
  anonymousId?: () => string;
  /** Who the visitor is, once login or create_user tells us (analytics and monitoring). */
  identify?: (userId: string, traits: Record<string, unknown>) => void;
  /** Inside the native apps: asks the app to close its web view (window.close in the app). */
  closeView?: () => void;
  /** Opens the browser's print dialog (the confirmation page's Print). */
  print?: () => void;
  native?: (
    message: 'registrationReAuth' | 'registrationFailed' | 'setUserInfo' | 'registrationComplete',
    body: unknown,
  ) => void;
};
