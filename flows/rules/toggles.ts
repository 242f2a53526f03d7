/**
 * Toggle defaults of spec section 9, used until the toggle service answers (and whenever it
 * leaves one out). On/off toggles only; structured toggles have their own defaults below.
 */
export const TOGGLE_DEFAULTS = {
  hideFunding: false,
  instantCardProvisioningV2: true,
  minimumWalletLoad: false,
  globalHoldout: false,
  facebookPixel: true,
  emailErrorStateOnBlur: false,
  creditWaitlist: false,
  preferNotToSay: false,
  smsNotifications: false,
  newDeactivatedErrorMsg: false,
  enhancedDebit: false,
  modularReduxEnabled: true,
  uspsValidationUnblock: true,
  onboardingForwardAllLegacyRegistrationTrafficToLta: true,
  // "Toggles default off"
  planFlow: false,
  roleSelectCTA: false,
  challengeRequested3dsEnabled: false,
  preventNonUSTimezones: false,
  improvedDownloadScreen: false,
  personasServiceEnabled: false,
  growthRegistrationFlowFields: false,
  acquisitionSetPlanMaybeLater: false,
  parentFundWalletDesign: false,
  acquisitionRoleBasedRedirect: false,
  defaultMax: false,
  defaultInfinity: false,
  ltaResetPasswordExperience: false,
  kycRetryEnabled: false,
  reOrderDebitOnFundingScreen: false,
  onboardingNewUserOnboarding: false,
  corePlanCopy: false,
  kidFirstRegParentInviteV0: false,
  linkToExternalBrowserWithBadWriaUrl: false,
  onboardingWorkflow: false,
  enableCorePriceChange: false,
  enableGSRChange: false,
  riskFreePaintedDoor: false,
  /*
   * "Other toggles (defaults not shown)": off, so a missing toggle service never turns on a
   * newer endpoint, a check or a mock. The names are ours.
   */
  nativePlaidFlow: false,
  /**
   * The Plaid OAuth overrides, one per app: with nativePlaidFlow on, that app keeps the web
   * Link in its webview (and finishes an OAuth bank's return there) instead of its own flow.
   */
  plaidOAuthOverrideIos: false,
  plaidOAuthOverrideAndroid: false,
  accessManagement: false,
  promoCodeVerification: false,
  planChangesTerms: false,
  proveMobileAuth: false,
  proveMockMode: false,
  requireTokenForApprovers: false,
  /** Section 4: an approver at complete_placeholder counts as placeholder-complete. */
  approverPlaceholderComplete: false,
  /** Section 2: the login back button can be disabled. */
  disableLoginBackButton: false,
  /**
   * Section 3's hide-funding flags, sent as toggles of their own; they take effect only while
   * hideFunding is on (funding-methods.ts).
   */
  hidePlaid: false,
  hideManualACH: false,
  hideDebit: false,
  /**
   * Section 3's payment options, as toggles of their own (defaults not shown: off, like the
   * others above). Each shows only where the browser can use it (flows/platform/payments).
   */
  applePay: false,
  googlePay: false,
  paypal: false,
  venmo: false,
} as const satisfies Record<string, boolean>;

type ToggleName = keyof typeof TOGGLE_DEFAULTS;
export type Toggles = { [K in ToggleName]: boolean };

/** creditWaitlist is off by default; when on, its confirm screen shows unless told otherwise. */
export const CREDIT_WAITLIST_DEFAULTS = { enabled: false, showConfirmScreen: true } as const;

export type CreditWaitlistToggle = { enabled: boolean; showConfirmScreen: boolean };

/**
 * creditWaitlist as the toggle service may send it: on/off (or an experiment's variant), or an
 * object with `enabled` and `showConfirmScreen` (section 9: "creditWaitlist false
 * (showConfirmScreen default true)"). A flag that is not on/off keeps its default.
 */
export function resolveCreditWaitlist(value: unknown): CreditWaitlistToggle {
  if (value && typeof value === 'object') {
    const given = value as Record<string, unknown>;
    return {
      enabled: onOff(given.enabled) ?? CREDIT_WAITLIST_DEFAULTS.enabled,
      showConfirmScreen:
        onOff(given.showConfirmScreen) ?? CREDIT_WAITLIST_DEFAULTS.showConfirmScreen,
    };
  }
  return { ...CREDIT_WAITLIST_DEFAULTS, enabled: onOff(value) ?? CREDIT_WAITLIST_DEFAULTS.enabled };
}

/** Hide-funding flags (section 3); hideFunding off means every funding method shows. */
export const HIDE_FUNDING_DEFAULTS = { hidePlaid: false, hideManualACH: false, hideDebit: false };

/** Add-child COPPA toggle (section 3); defaults not shown, so nothing extra is asked. */
export const ADD_CHILD_COPPA_DEFAULTS = {
  enabled: false,
  requireChildDateOfBirth: false,
  displayDisclaimer: false,
};

export type AddChildCoppa = { [K in keyof typeof ADD_CHILD_COPPA_DEFAULTS]: boolean };

/**
 * The COPPA toggle as the toggle service sends it (addChildCoppa: an object of three flags);
 * a flag that is not a boolean keeps its default. The date of birth and the disclaimer only
 * apply while the toggle is enabled.
 */
export function resolveAddChildCoppa(value: unknown): AddChildCoppa {
  const given = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const flag = (name: keyof AddChildCoppa) => onOff(given[name]) ?? ADD_CHILD_COPPA_DEFAULTS[name];
  const enabled = flag('enabled');
  return {
    enabled,
    requireChildDateOfBirth: enabled && flag('requireChildDateOfBirth'),
    displayDisclaimer: enabled && flag('displayDisclaimer'),
  };
}

/** Experiment variants of spec section 9: a toggle that arrives as variation_1 is on, control off. */
const EXPERIMENT_VARIANTS: Readonly<Record<string, boolean>> = {
  variation_1: true,
  control: false,
};

/** An on/off toggle as sent: a boolean, or an experiment's variant name. */
function onOff(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && Object.hasOwn(EXPERIMENT_VARIANTS, value))
    return EXPERIMENT_VARIANTS[value];
  return undefined;
}

/**
 * Merges what the toggle service sent over the defaults. Any other value (another variant
 * name, a number, an object) leaves the toggle at its default, so a malformed answer can
 * neither switch on a flow nor switch off one that is on by default.
 */
export function resolveToggles(fetched: Record<string, unknown> | undefined): Toggles {
  const toggles: Toggles = { ...TOGGLE_DEFAULTS };
  for (const name of Object.keys(TOGGLE_DEFAULTS) as ToggleName[]) {
    const value = onOff(fetched?.[name]);
    if (value !== undefined) toggles[name] = value;
  }
  // Structured or not, the credit waitlist is on when its `enabled` is.
  toggles.creditWaitlist = resolveCreditWaitlist(fetched?.creditWaitlist).enabled;
  return toggles;
}

/**
 * The toggles as the server's own code reads them: each on/off value as a boolean (an
 * experiment's variation_1 on, control off), structured values as sent.
 */
export function withVariantsResolved(toggles: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(toggles).map(([name, value]) => [name, onOff(value) ?? value]),
  );
}
