import { beforeEach, describe, expect, it } from 'vitest';
import { applyChanges } from '../actions/apply-changes';
import { resetState } from '../actions/start-over';
import { initialRegistrationState, registrationState } from './registration-state';
import { initialUserState, userState } from './user-state';

// Spec section 3, "Registration state" and "User state": every field, exact names.
const REGISTRATION_FIELDS = [
  'loading',
  'loadingFlags',
  'error',
  'errorCode',
  'message',
  // Screen state beside section 3's: the register step's start has settled on this page.
  'registerStarted',
  // The browser's zone when preventNonUSTimezones stops the flow outside the US.
  'outsideUsTimeZone',
  'questions',
  'unresolvedErrors',
  'prefilledAnswers',
  'flowId',
  'groupId',
  'totalGroupsInFlow',
  'registrationToken',
  'regAccessToken',
  'stargatewayKey',
  'jwt',
  'needsVerification',
  'skippedVerification',
  // Not section 3: what became of the two-amount check (verified or blocked).
  'fundingVerificationOutcome',
  'plaidLinkToken',
  'braintreeAccessToken',
  'usablePaymentOptions',
  'challengeOpen',
  'achError',
  'achMessage',
  'proveMobileAuthState',
  'proveRedirectUri',
  'promoCode',
  'completeUser',
  'completeOnInit',
  'resetKBAFlow',
  'isKycRetryAttempt',
  'shouldRedirectToLta',
  'ltaRedirectParams',
  'registeredEmailError',
  'timeoutError',
  'userCompleted',
  'deviceUuid',
  'ipAddress',
  'partner',
  'registrationId',
  'promotionId',
  'linkSource',
  'shortcut',
  'shortcutPlan',
  'appOs',
  'appVersion',
  'embeddedWebreg',
  'layoutType',
  'locale',
  'placeholderToken',
  'walletId',
  'emailVerificationStatus',
  // Not section 3: the completed registration's summary, for the confirmation page.
  'confirmation',
  // Section 4's "whether an access request is needed".
  'needsAccessRequest',
  // Section 3's wallet minimum, as get_initial_funding sent it.
  'walletMinimum',
  // Not section 3 either: the code step's last send (what it says, and the wait it counts).
  'pinDelivery',
  // Not section 3: the landing address's marketing parameters and test settings.
  'marketingParams',
  'testSettings',
];
const USER_FIELDS = [
  'phoneNumber',
  'tempPhoneNumber',
  'role',
  'urlRole',
  'dob',
  'deviceToken',
  'preregisteredUser',
  'registeredUser',
  'nextRegStep',
  'firstName',
  'bankName',
  'funding',
  'fundingAccounts',
  'initialLoadAmount',
  'currentPlan',
  'preRegPlanSelection',
  'failureReason',
  'hasExceededMaxVerificationAttempts',
  'emailCorrection',
  'referralRewardValue',
  'isParentInvitedByChild',
  'isChildInvitedByParent',
  'advocateIsTeen',
  'userIsTeen',
];

beforeEach(() => {
  resetState();
});

describe('registration state', () => {
  it('has exactly the fields of section 3', () => {
    expect(Object.keys(initialRegistrationState()).sort()).toEqual([...REGISTRATION_FIELDS].sort());
  });

  it('starts with layoutType default, emailVerificationStatus unverified, proveMobileAuthState null', () => {
    expect(registrationState.layoutType).toBe('default');
    expect(registrationState.emailVerificationStatus).toBe('unverified');
    expect(registrationState.proveMobileAuthState).toBeNull();
    expect(registrationState.loading).toBe(false);
  });

  it('resets from a deep clone: nothing nested is shared with the next run', () => {
    void applyChanges({
      registration: { questions: [{ name: 'set_plan' }], flowId: 'parent_flow_6' },
    });
    registrationState.prefilledAnswers.setUserEmail = 'kept?';
    resetState();
    expect(registrationState.questions).toEqual([]);
    expect(registrationState.flowId).toBeNull();
    expect(registrationState.prefilledAnswers).toEqual({});
    registrationState.questions.push({ name: 'complete' });
    expect(initialRegistrationState().questions).toEqual([]);
  });
});

describe('user state', () => {
  it('has exactly the fields of section 3', () => {
    expect(Object.keys(initialUserState()).sort()).toEqual([...USER_FIELDS].sort());
  });

  it('resets every field', () => {
    void applyChanges({
      user: {
        phoneNumber: '+15555550100',
        role: 'parent',
        fundingAccounts: [{ id: 'f', type: 'debit' }],
      },
    });
    resetState();
    expect(userState).toEqual(initialUserState());
  });
});
