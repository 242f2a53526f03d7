import { proxy } from 'valtio/vanilla';
import type { LayoutType, PaymentOption } from '../../vocabulary/domain';
import { DEFAULT_LOCALE, type Locale } from '../../vocabulary/locales';
import type { Sentence } from '../../vocabulary/messages/sentence';
import type { PinDelivery } from '../rules/pin-delivery';
import type { WalletMinimumInput } from '../rules/wallet-minimum';
import type {
  EmailVerificationStatus,
  FlowError,
  LtaRedirectParams,
  MarketingParams,
  PromoCode,
  ProveMobileAuthState,
  Question,
  RegistrationAnswers,
  RegistrationSummary,
  TestSettings,
} from './entities';
import { type FieldPolicies, field, initialOf } from './field-policy';

/** Registration state of spec section 3, field for field. */
export type RegistrationState = {
  /** Any call in flight; loadingFlags names which (the bank-name lookup has its own). */
  loading: boolean;
  loadingFlags: Record<string, boolean>;
  error: Sentence | null;
  errorCode: string | null;
  message: Sentence | null;
  /**
   * The register step's start (resume or initialise) has settled since the step opened on this
   * page. Screen state only: never kept over a reload, so a reload waits for the server again.
   */
  registerStarted: boolean;
  /**
   * The browser's time zone when preventNonUSTimezones stops the flow there (section 5's US
   * rule), else null. Screen state: checked again on every page, once the toggles are in.
   */
  outsideUsTimeZone: string | null;

  questions: Question[];
  unresolvedErrors: FlowError[];
  prefilledAnswers: RegistrationAnswers;
  flowId: string | null;
  groupId: string | null;
  totalGroupsInFlow: number | null;

  registrationToken: string | null;
  regAccessToken: string | null;
  stargatewayKey: string | null;
  jwt: string | null;

  needsVerification: boolean;
  skippedVerification: boolean;
  /**
   * What became of the two-amount check once it settled (ours, not section 3): verified from the
   * completion page's reminder (its confirmation survives a reload), or blocked after too many
   * wrong amounts (the server refuses more tries), so nothing offers to verify again.
   */
  fundingVerificationOutcome: 'verified' | 'blocked' | null;

  plaidLinkToken: string | null;
  braintreeAccessToken: string | null;
  /**
   * Screen state beside section 3's: the payment options this browser can use (the toggles
   * enable them, the payments port says which work here), and whether the bank's 3-D Secure
   * check is open over the card form. Never kept over a reload.
   */
  usablePaymentOptions: PaymentOption[];
  challengeOpen: boolean;
  achError: string | null;
  achMessage: string | null;

  proveMobileAuthState: ProveMobileAuthState;
  proveRedirectUri: string | null;

  promoCode: PromoCode | null;
  completeUser: boolean;
  completeOnInit: boolean;
  resetKBAFlow: boolean;
  isKycRetryAttempt: boolean;

  shouldRedirectToLta: boolean;
  ltaRedirectParams: LtaRedirectParams | null;

  registeredEmailError: boolean;
  /** The session-expired text, kept apart from error (spec section 8). */
  timeoutError: string | null;
  userCompleted: boolean;

  deviceUuid: string | null;
  ipAddress: string | null;
  partner: string | null;
  registrationId: string | null;
  promotionId: string | null;
  linkSource: string | null;
  shortcut: string | null;
  shortcutPlan: string | null;

  appOs: string | null;
  appVersion: string | null;
  embeddedWebreg: boolean;
  layoutType: LayoutType;
  /** The language the page shows; at load the page's lang gives it (the server chose it), over a saved one. */
  locale: Locale;
  placeholderToken: string | null;

  walletId: string | null;
  emailVerificationStatus: EmailVerificationStatus;
  /**
   * Not a section 3 field: what the completed registration set up, as the server summarised it
   * for the confirmation page (docs/decisions/106). Never saved: it names the children and the
   * account's last four digits, so a reload reads it from the server again.
   */
  confirmation: RegistrationSummary | null;

  /**
   * Not a section 3 field but section 4's "whether an access request is needed": role choice
   * sets it, mobile-number authentication clears it and invalidation sets it again.
   */
  needsAccessRequest: boolean;

  /**
   * Section 3's wallet minimum as get_initial_funding sent it under the minimumWalletLoad
   * toggle (null until then): flows/rules/wallet-minimum resolves what is in force.
   */
  walletMinimum: WalletMinimumInput | null;
  /**
   * Not a section 3 field: the code step's last send (on its way, sent or failed) and when the
   * next may be asked for, so the step says only what has happened and counts the wait down.
   */
  pinDelivery: PinDelivery | null;
  /**
   * Not section 3 fields: the landing address's marketing parameters (gclid, irclickid,
   * stockRewards, utm_source), sent with the onboarding initialise (section 7), and the test
   * settings (x-test-tracer, Prove's mock status), each kept for the session.
   */
  marketingParams: MarketingParams | null;
  testSettings: TestSettings | null;
};

/** Each field's initial value and policy (flows/model/field-policy). */
export const REGISTRATION_FIELDS: FieldPolicies<RegistrationState> = {
  loading: field(false),
  loadingFlags: field({}),
  error: field(null, 'perNumber'),
  errorCode: field(null, 'perNumber'),
  message: field(null, 'perNumber'),
  registerStarted: field(false, 'perNumber'),
  outsideUsTimeZone: field(null),
  questions: field([], 'saved', 'perNumber'),
  unresolvedErrors: field([], 'saved', 'perNumber'),
  prefilledAnswers: field({}, 'saved', 'perNumber'),
  flowId: field(null, 'saved', 'perNumber'),
  groupId: field(null, 'saved', 'perNumber'),
  totalGroupsInFlow: field(null, 'saved', 'perNumber'),
  registrationToken: field(null, 'saved', 'perNumber'),
  regAccessToken: field(null, 'saved', 'perNumber'),
  stargatewayKey: field(null),
  jwt: field(null, 'saved', 'perNumber'),
  needsVerification: field(false, 'saved', 'perNumber'),
  skippedVerification: field(false, 'saved', 'perNumber'),
  fundingVerificationOutcome: field(null, 'saved', 'perNumber'),
  plaidLinkToken: field(null, 'perNumber'),
  braintreeAccessToken: field(null, 'perNumber'),
  usablePaymentOptions: field([]),
  challengeOpen: field(false),
  achError: field(null, 'perNumber'),
  achMessage: field(null, 'perNumber'),
  proveMobileAuthState: field(null, 'saved', 'perNumber'),
  proveRedirectUri: field(null, 'perNumber'),
  promoCode: field(null, 'saved'),
  completeUser: field(false, 'saved', 'perNumber'),
  completeOnInit: field(false),
  resetKBAFlow: field(false, 'perNumber'),
  isKycRetryAttempt: field(false, 'saved', 'perNumber'),
  shouldRedirectToLta: field(false),
  ltaRedirectParams: field(null),
  registeredEmailError: field(false, 'perNumber'),
  timeoutError: field(null, 'perNumber'),
  userCompleted: field(false, 'saved', 'perNumber'),
  deviceUuid: field(null, 'saved', 'device'),
  ipAddress: field(null),
  partner: field(null, 'saved'),
  registrationId: field(null, 'saved'),
  promotionId: field(null, 'saved'),
  linkSource: field(null, 'saved'),
  shortcut: field(null, 'saved'),
  shortcutPlan: field(null, 'saved'),
  appOs: field(null, 'saved', 'device'),
  appVersion: field(null, 'saved', 'device'),
  embeddedWebreg: field(false, 'saved', 'device'),
  layoutType: field('default', 'saved', 'device'),
  locale: field<Locale>(DEFAULT_LOCALE, 'saved', 'device'),
  placeholderToken: field(null, 'saved'),
  walletId: field(null, 'saved', 'perNumber'),
  emailVerificationStatus: field('unverified', 'saved', 'perNumber'),
  confirmation: field(null, 'perNumber'),
  needsAccessRequest: field(false, 'saved'),
  walletMinimum: field(null),
  pinDelivery: field(null, 'saved', 'perNumber'),
  marketingParams: field(null, 'saved'),
  testSettings: field(null, 'saved'),
};

export const initialRegistrationState = (): RegistrationState => initialOf(REGISTRATION_FIELDS);

export const registrationState = proxy<RegistrationState>(initialRegistrationState());
