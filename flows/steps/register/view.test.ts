import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';
import { registerStatusFixtures as f } from './fixtures';
import { registerStatusIntents, registerStatusView } from './view';

describe('registerStatusView', () => {
  it('waits with nothing to press while starting or completing', () => {
    for (const fixture of [f.starting, f.completing]) {
      expect(registerStatusView(fixture.input)).toMatchObject({
        heading: 'system.waitingHeading',
        waiting: true,
        offersTryAgain: false,
      });
    }
  });

  it('completing failed: the error and Try again, no way back to the phone', () => {
    expect(registerStatusView(f.completeFailed.input)).toMatchObject({
      heading: 'system.completeFailedHeading',
      formError: 'An unexpected error occurred. Please try again later.',
      offersTryAgain: true,
      offersStartAgain: false,
      waiting: false,
    });
  });

  it('nothing to show: answers are kept, Try again or start again with the phone number', () => {
    expect(registerStatusView(f.loadFailed.input)).toMatchObject({
      heading: 'system.loadFailedHeading',
      lead: 'system.loadFailed',
      offersTryAgain: true,
      offersStartAgain: true,
    });
  });

  it('an unresolved address before completing: the last check', () => {
    expect(registerStatusView(f.addressCheck.input).heading).toBe('system.addressCheckHeading');
  });

  it('stands in for a group whose code is on its way', () => {
    const atPlan = stateFixture(
      'At the plan',
      withParts(atGroup('parent_flow_1', 'plan', [{ name: 'set_plan' }]), {
        registration: { registerStarted: true },
      }),
    );
    expect(registerStatusView(atPlan.input)).toMatchObject({ heading: 'system.waitingHeading' });
  });
});

describe('registerStatusIntents', () => {
  it('Try again starts afresh; start again goes back to the phone step', () => {
    const retryRegister = vi.fn(async () => {});
    const changeNumber = vi.fn(async () => {});
    const intents = registerStatusIntents({
      registration: { retryRegister },
      phone: { changeNumber },
    } as unknown as StepActions);
    intents.onTryAgain();
    intents.onStartAgain();
    expect(retryRegister).toHaveBeenCalledTimes(1);
    expect(changeNumber).toHaveBeenCalledTimes(1);
  });
});
