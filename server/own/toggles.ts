import { readFile } from 'node:fs/promises';

/**
 * Spec section 9's toggle defaults, then the TOGGLES_FILE JSON, then the TOGGLES variable.
 * (To be read from flows/rules once its constants land, so both sides share one table.)
 */
export const TOGGLE_DEFAULTS: Record<string, boolean> = {
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
};

export type ToggleSource = {
  togglesFile: string | undefined;
  toggleOverrides: Record<string, unknown>;
};

/** Reads the file on each call (cheap, and edits apply without a restart). */
export async function resolveToggles(source: ToggleSource): Promise<Record<string, unknown>> {
  let fromFile: Record<string, unknown> = {};
  if (source.togglesFile) {
    try {
      const parsed: unknown = JSON.parse(await readFile(source.togglesFile, 'utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        fromFile = parsed as Record<string, unknown>;
    } catch {
      // A missing or broken file leaves the defaults; config already named the variable.
    }
  }
  return { ...TOGGLE_DEFAULTS, ...fromFile, ...source.toggleOverrides };
}
