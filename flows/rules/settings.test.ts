import { describe, expect, it } from 'vitest';
import { PLAN_PICKER_EN } from '../../vocabulary/messages/plan-picker.en';
import {
  AGE_LIMIT,
  CREDIT_WAITLIST_FLOW_IDS,
  DEFAULT_KYC_FAILURE,
  DISPLAY_MINIMUM_WALLET_LOAD,
  HTTP_TIMEOUT_MS,
  LOGGING_DEFAULTS,
  MIN_AGE,
  MINIMUM_WALLET_LOAD,
  PIN_LENGTH,
  REGISTRATION_ERROR_EVENT,
  RETRY,
} from './constants';
import {
  MONITORING,
  monitoringActionName,
  monitoringTracingTargets,
  monitoringUrl,
} from './monitoring-settings';
import { resolveWalletMinimum } from './wallet-minimum';

describe('constants (section 9)', () => {
  it('"Pin length 6. Minimum age 13; age limit 18."', () => {
    expect([PIN_LENGTH, MIN_AGE, AGE_LIMIT]).toEqual([6, 13, 18]);
  });

  it('"Minimum wallet load default 20; display default 20"', () => {
    expect([MINIMUM_WALLET_LOAD, DISPLAY_MINIMUM_WALLET_LOAD]).toEqual([20, 20]);
  });

  it('"Terms call retries 2 times. Analytics retry 5 times, 300 ms apart. Pricing-plan ... 1000 ms, doubling. ... timeout 30000 ms."', () => {
    expect(RETRY.terms.retries).toBe(2);
    expect(RETRY.analytics).toEqual({ retries: 5, delayMs: 300 });
    expect(RETRY.pricingPlan.initialDelayMs).toBe(1000);
    expect(RETRY.pricingPlan.factor).toBe(2);
    expect(RETRY.experimentationSync.factor).toBeGreaterThan(1);
    expect(HTTP_TIMEOUT_MS).toBe(30000);
  });

  it('"Logging defaults to level debug; pretty-printing off."', () => {
    expect(LOGGING_DEFAULTS).toEqual({ level: 'debug', pretty: false });
  });

  it('texts and events', () => {
    // The skip buttons' texts of section 2 are the plan picker's (its catalogue area).
    expect([PLAN_PICKER_EN['planPicker.maybeLater'], PLAN_PICKER_EN['planPicker.noPerks']]).toEqual(
      ['Maybe later', "No thanks, I don't need the perks"],
    );
    expect(REGISTRATION_ERROR_EVENT).toBe('Registration Error Triggered');
    expect(DEFAULT_KYC_FAILURE).toEqual({
      failureReason: 'compliance_risk',
      hasExceededMaxVerificationAttempts: true,
    });
  });

  it('"Parent flow ids parent_flow_6 and parent_flow_11 mark the credit-waitlist flows."', () => {
    expect(CREDIT_WAITLIST_FLOW_IDS).toEqual(['parent_flow_6', 'parent_flow_11']);
  });
});

describe('wallet minimum', () => {
  it.each([
    ['toggle off', false, { minimumLoadAmount: 50, shouldShift: true }, false, 20, 20],
    ['toggle on, no config', true, undefined, false, 20, 20],
    [
      'minimumLoadAmount / displayMinimumAmount',
      true,
      { shouldShift: true, minimumLoadAmount: 25, displayMinimumAmount: 30 },
      true,
      25,
      30,
    ],
    ['amount / displayAmount', true, { amount: 15, displayAmount: 10 }, false, 15, 10],
    [
      'display falls back to 20',
      true,
      { minimumLoadAmount: 40, displayMinimumAmount: 0 },
      false,
      40,
      20,
    ],
  ])('%s', (_case, enabled, input, shouldShift, minimum, display) => {
    expect(resolveWalletMinimum(enabled, input)).toEqual({
      shouldShift,
      minimumLoadAmount: minimum,
      displayMinimumAmount: display,
    });
  });
});

describe('monitoring (section 9)', () => {
  // The environment (production, qa, staging, else dev): vocabulary/client-config.test.ts.
  it('samples everything, masks input, caps actions and names, throttles view updates', () => {
    expect(MONITORING).toMatchObject({
      service: 'webreg',
      sessionSampleRate: 100,
      sessionReplaySampleRate: 100,
      trackUserInteractions: true,
      defaultPrivacyLevel: 'mask-user-input',
      maxActionsPerMinute: 3000,
      viewUpdateThrottleMs: 3000,
    });
    expect(monitoringActionName('x'.repeat(150))).toHaveLength(100);
    expect(monitoringTracingTargets('https://web', 'https://api')).toEqual([
      'https://web',
      'https://api',
    ]);
  });

  it('"Monitoring records replace the last segment with REDACTED" on reset links', () => {
    expect(monitoringUrl('https://x.test/reset-password/parent/u1/tok123?a=1')).toBe(
      'https://x.test/reset-password/parent/u1/REDACTED?a=1',
    );
    expect(monitoringUrl('https://x.test/')).toBe('https://x.test/');
  });
});
