import type { PromoCodeStatus } from '../rules/promo-code';
import type { Role } from '../rules/roles';
import type { User } from '../services/contract/entities';

/**
 * Entities of spec section 3 as the model holds them. Wire shapes come from the contract as
 * types only (no schema code in the model's bundle).
 */
export type {
  AnswerResponse,
  Extra,
  ExtraAction,
  FlowError,
  FundingAccount,
  PreregisteredUser,
  PricingPlanRecord,
  Question,
  User,
} from '../services/contract/entities';

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

export type FundingType = 'checking' | 'debit' | 'instant';

/** Microdeposits of a bank account awaiting verification (amounts in dollars). */
export type Microdeposits = { microAmount1: number; microAmount2: number };

export type CreditApplication = { creditDecision: string | null; creditAccepted: boolean | null };

export type PromoCode = { code: string; state: PromoCodeStatus };

export type PaymentOptions = {
  applePay: boolean;
  googlePay: boolean;
  threeDS: boolean;
  paypal: boolean;
  venmo: boolean;
};

export type { WalletMinimum } from '../rules/wallet-minimum';

export type HideFundingFlags = { hidePlaid: boolean; hideManualACH: boolean; hideDebit: boolean };

export type AddChildCoppa = {
  enabled: boolean;
  requireChildDateOfBirth: boolean;
  displayDisclaimer: boolean;
};

export type { MonitoringUser } from '../rules/monitoring';

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

export type LayoutType = 'default' | 'compact';
export type EmailVerificationStatus = 'unverified' | 'verified';

/** The funding chosen during registration (set_instant_funding_account and friends). */
export type Funding = {
  type: FundingType | 'apple_pay_card' | 'android_pay_card';
  fundingAccountId?: string;
  needsVerify?: boolean;
};

/** A user signed in by login or create_user: the session token and the user. */
export type RegisteredUser = { token: string; user: User };
