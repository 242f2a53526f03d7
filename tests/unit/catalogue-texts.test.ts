import { describe, expect, it } from 'vitest';
import {
  CLOSED_TEXT,
  DEACTIVATED_TEXT,
} from '../../design-system/screens/account-status/account-status-screen';
import { CRASH_TEXT } from '../../design-system/screens/error-fallback/error-fallback-screen';
import { IDENTITY_TEXTS } from '../../design-system/screens/identity-result/identity-result-screen';
import { KBA_TIMEOUT_TEXT } from '../../design-system/screens/knowledge-questions/knowledge-questions-screen';
import { MAYBE_LATER, NO_THANKS } from '../../design-system/screens/plan-picker/plan-picker-screen';
import * as planStories from '../../design-system/screens/plan-picker/plan-picker-screen.stories';
import { SESSION_EXPIRED_TEXT } from '../../design-system/screens/session-expired/session-expired-screen';
import { SKIP_TEXTS } from '../../flows/rules/constants';
import { ERROR_MESSAGES } from '../../flows/rules/errors';
import { MONTHLY_PLAN_PRICE, PLAN_FEE, REWARD_RATE } from '../../flows/rules/prices';

/**
 * The design system may not import the flow core, so screens that print catalogue texts keep
 * their own copy for stories. These copies must stay the spec's words, as flows/rules has them.
 */
describe('texts screens print on their own', () => {
  it('are the error catalogue of section 8, word for word', () => {
    expect(DEACTIVATED_TEXT).toBe(ERROR_MESSAGES.deactivated);
    expect(CLOSED_TEXT).toBe(ERROR_MESSAGES.deactivatedNew);
    expect(CRASH_TEXT).toBe(ERROR_MESSAGES.crash);
    expect(SESSION_EXPIRED_TEXT).toBe(ERROR_MESSAGES.sessionExpired);
    expect(KBA_TIMEOUT_TEXT).toBe(ERROR_MESSAGES.allowedTimeoutExceeded);
    expect(IDENTITY_TEXTS.partialFail).toBe(ERROR_MESSAGES.partialIdentity);
    expect(IDENTITY_TEXTS.error).toBe(ERROR_MESSAGES.identityVerification);
  });

  it('are the skip-button texts of section 2', () => {
    expect(MAYBE_LATER).toBe(SKIP_TEXTS.maybeLater);
    expect(NO_THANKS).toBe(SKIP_TEXTS.noPerks);
  });
});

describe('plan picker stories (the visual baselines)', () => {
  const args = (story: { args?: object }) => ({ ...planStories.default.args, ...story.args });

  it('show section 9 prices by default', () => {
    const shown = args(planStories.DefaultPrices);
    expect(shown.monthlyPrices).toEqual(MONTHLY_PLAN_PRICE.default);
    expect(shown.planFees).toEqual(PLAN_FEE.default);
    expect(shown.rewardRates).toEqual(REWARD_RATE.default);
  });

  it('show the toggled tables where a story says so', () => {
    const both = Object.values(planStories)
      .filter((story): story is { args?: object } => typeof story === 'object' && story !== null)
      .map(args);
    expect(both).toContainEqual(
      expect.objectContaining({
        monthlyPrices: MONTHLY_PLAN_PRICE.enableCorePriceChange,
        planFees: PLAN_FEE.enableCorePriceChange,
      }),
    );
    expect(both).toContainEqual(
      expect.objectContaining({ rewardRates: REWARD_RATE.enableGSRChange }),
    );
  });
});
