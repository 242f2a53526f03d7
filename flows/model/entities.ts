import type { Role } from '../../vocabulary/domain';
import type { NonceType } from '../../vocabulary/sandbox-cards';
import type { PromoCodeStatus } from '../rules/promo-code';
import type { User } from '../services/contract/entity-schemas';

/**
 * Entities of spec section 3 as the model holds them. Wire shapes come from the contract as
 * types only (no schema code in the model's bundle).
 */
export type {
  AnswerResponse,
  Extra,
  FlowError,
  FundingAccount,
  PreregisteredUser,
  PricingPlanRecord,
  Question,
  User,
} from '../services/contract/entity-schemas';
export type { RegistrationSummary } from '../services/contract/registration';

/** Registration answers keyed by question (camelCase of the question name). */
export type RegistrationAnswers = {
  setLegalFirstName?: string;
  setLegalLastName?: string;
  setUserEmail?: string;
  setLegalAddress?: { street?: string; city?: string; state?: string; zip: string };
  setReferralCode?: string;
  setPartnerSource?: string;
  setPlan?: { pricingPlanName: string };
  [question: string]: unknown;
};

type FundingType = 'checking' | 'debit' | 'instant';

export type PromoCode = { code: string; state: PromoCodeStatus };

export type HideFundingFlags = { hidePlaid: boolean; hideManualACH: boolean; hideDebit: boolean };

/** Query parameters of /lta-redirect (spec section 2). */
export type LtaRedirectParams = {
  role: Role | null;
  legacyAccessToken: string | null;
  phoneNumber: string | null;
  appOs: string | null;
  appVersion: string | null;
};

export type ProveMobileAuthState =
  | null
  | 'initial-redirect'
  | 'pending'
  | 'success'
  | 'failure'
  | 'invalidated';

export type EmailVerificationStatus = 'unverified' | 'verified';

/** The marketing parameters of the landing address, as the onboarding initialise sends them. */
export type MarketingParams = {
  gclid?: string;
  irclickid?: string;
  stockRewards?: string;
  utmSource?: string;
};

/**
 * Settings for test traffic, from the landing address: the x-test-tracer id, and the status
 * Prove's mock mode is asked for (the prove-mock-status header; success unless failure).
 */
export type TestSettings = {
  testTracer?: string;
  proveMockStatus?: 'success' | 'failure';
  /** The address bar's toggle overrides (flows/platform/toggle-overrides), outside production. */
  toggleOverrides?: Record<string, boolean>;
};

/** The funding chosen during registration (set_instant_funding_account and friends). */
export type Funding = {
  type: FundingType | NonceType;
  fundingAccountId?: string;
  needsVerify?: boolean;
};

/** A user signed in by login or create_user: the session token and the user. */
export type RegisteredUser = { token: string; user: User };
