import { describe, expect, it } from 'vitest';
import {
  ADD_CHILD_COPPA_DEFAULTS,
  CREDIT_WAITLIST_DEFAULTS,
  HIDE_FUNDING_DEFAULTS,
  resolveAddChildCoppa,
  resolveCreditWaitlist,
  resolveToggles,
  TOGGLE_DEFAULTS,
} from './toggles';

describe('toggle defaults (section 9)', () => {
  // "Toggle defaults: hideFunding false, instantCardProvisioningV2 true, ..."
  it.each([
    ['hideFunding', false],
    ['instantCardProvisioningV2', true],
    ['minimumWalletLoad', false],
    ['globalHoldout', false],
    ['facebookPixel', true],
    ['emailErrorStateOnBlur', false],
    ['creditWaitlist', false],
    ['preferNotToSay', false],
    ['smsNotifications', false],
    ['newDeactivatedErrorMsg', false],
    ['enhancedDebit', false],
    ['modularReduxEnabled', true],
    ['uspsValidationUnblock', true],
    ['onboardingForwardAllLegacyRegistrationTrafficToLta', true],
  ] as const)('%s defaults to %s', (name, value) => {
    expect(TOGGLE_DEFAULTS[name]).toBe(value);
  });

  // "Toggles default off: planFlow, roleSelectCTA, ..."
  it.each([
    'planFlow',
    'roleSelectCTA',
    'challengeRequested3dsEnabled',
    'preventNonUSTimezones',
    'improvedDownloadScreen',
    'personasServiceEnabled',
    'growthRegistrationFlowFields',
    'acquisitionSetPlanMaybeLater',
    'parentFundWalletDesign',
    'acquisitionRoleBasedRedirect',
    'defaultMax',
    'defaultInfinity',
    'ltaResetPasswordExperience',
    'kycRetryEnabled',
    'reOrderDebitOnFundingScreen',
    'onboardingNewUserOnboarding',
    'corePlanCopy',
    'kidFirstRegParentInviteV0',
    'linkToExternalBrowserWithBadWriaUrl',
    'onboardingWorkflow',
    'enableCorePriceChange',
    'enableGSRChange',
    'riskFreePaintedDoor',
  ] as const)('%s defaults off', (name) => {
    expect(TOGGLE_DEFAULTS[name]).toBe(false);
  });

  it('creditWaitlist shows its confirm screen by default ("showConfirmScreen default true")', () => {
    expect(CREDIT_WAITLIST_DEFAULTS).toEqual({ enabled: false, showConfirmScreen: true });
  });

  it('hides no funding method and asks nothing extra for a child by default', () => {
    expect(Object.values(HIDE_FUNDING_DEFAULTS)).toEqual([false, false, false]);
    expect([
      TOGGLE_DEFAULTS.hidePlaid,
      TOGGLE_DEFAULTS.hideManualACH,
      TOGGLE_DEFAULTS.hideDebit,
    ]).toEqual([false, false, false]);
    expect(Object.values(ADD_CHILD_COPPA_DEFAULTS)).toEqual([false, false, false]);
  });
});

describe('resolveToggles', () => {
  it('lays fetched values over the defaults and ignores non-booleans and unknown names', () => {
    const toggles = resolveToggles({
      enableCorePriceChange: true,
      facebookPixel: false,
      planFlow: 'yes',
      somethingElse: true,
    });
    expect(toggles.enableCorePriceChange).toBe(true);
    expect(toggles.facebookPixel).toBe(false);
    expect(toggles.planFlow).toBe(false);
    expect('somethingElse' in toggles).toBe(false);
  });

  it('"Experiment variants: variation_1 on, control off"; another variant keeps the default', () => {
    const toggles = resolveToggles({
      planFlow: 'variation_1',
      facebookPixel: 'control',
      enableCorePriceChange: 'variation_2',
      instantCardProvisioningV2: 'variation_2',
      roleSelectCTA: 'constructor',
    });
    expect(toggles.planFlow).toBe(true);
    expect(toggles.facebookPixel).toBe(false);
    expect(toggles.enableCorePriceChange).toBe(false);
    expect(toggles.instantCardProvisioningV2).toBe(true);
    expect(toggles.roleSelectCTA).toBe(false);
  });

  it('gives the defaults when the toggle service did not answer', () => {
    expect(resolveToggles(undefined)).toEqual(TOGGLE_DEFAULTS);
  });
});

describe('the add-child COPPA toggle (addChildCoppa)', () => {
  it('asks nothing extra when missing or malformed', () => {
    for (const value of [undefined, null, 'on', { enabled: 'yes' }]) {
      expect(resolveAddChildCoppa(value)).toEqual(ADD_CHILD_COPPA_DEFAULTS);
    }
  });

  it('asks the date of birth and shows the disclaimer only while enabled', () => {
    const flags = { requireChildDateOfBirth: true, displayDisclaimer: true };
    expect(resolveAddChildCoppa({ enabled: true, ...flags })).toEqual({ enabled: true, ...flags });
    expect(resolveAddChildCoppa({ enabled: false, ...flags })).toEqual(ADD_CHILD_COPPA_DEFAULTS);
    // Section 9: an experiment's variant names are on (variation_1) and off (control) here too.
    expect(
      resolveAddChildCoppa({ enabled: 'variation_1', ...flags, displayDisclaimer: 'control' }),
    ).toEqual({ enabled: true, requireChildDateOfBirth: true, displayDisclaimer: false });
    expect(resolveAddChildCoppa({ enabled: true, displayDisclaimer: true })).toEqual({
      enabled: true,
      requireChildDateOfBirth: false,
      displayDisclaimer: true,
    });
  });
});

// Section 9: "creditWaitlist false (showConfirmScreen default true)".
describe('resolveCreditWaitlist', () => {
  it.each([
    [undefined, { enabled: false, showConfirmScreen: true }],
    [true, { enabled: true, showConfirmScreen: true }],
    ['variation_1', { enabled: true, showConfirmScreen: true }],
    [
      { enabled: true, showConfirmScreen: false },
      { enabled: true, showConfirmScreen: false },
    ],
    [{ enabled: 'control' }, { enabled: false, showConfirmScreen: true }],
    [
      { enabled: true, showConfirmScreen: 'yes' },
      { enabled: true, showConfirmScreen: true },
    ],
  ])('%o -> %o', (sent, toggle) => {
    expect(resolveCreditWaitlist(sent)).toEqual(toggle);
  });

  it('the object form turns the on/off toggle on too', () => {
    expect(resolveToggles({ creditWaitlist: { enabled: true } }).creditWaitlist).toBe(true);
  });
});
