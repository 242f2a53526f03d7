import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import type { Sentence } from '../../vocabulary/messages/sentence';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { applyChanges } from './apply-changes';
import { type ActionEnvironment, runAction } from './run-action';
import { resetState } from './start-over';

const httpError = (status: number, json: unknown) =>
  Object.assign(new Error(`HTTP ${status}`), { status, json });

let environment: {
  track: ReturnType<typeof vi.fn<ActionEnvironment['track']>>;
  scrollToTop: ReturnType<typeof vi.fn<ActionEnvironment['scrollToTop']>>;
};
beforeEach(() => {
  resetState();
  environment = {
    track: vi.fn<ActionEnvironment['track']>(),
    scrollToTop: vi.fn<ActionEnvironment['scrollToTop']>(),
  };
});

describe('action phases (spec section 4)', () => {
  it('"Loading sets loading and clears the error."', async () => {
    registrationState.error = 'old';
    let seen: { loading: boolean; error: Sentence | null; flag: boolean | undefined } | undefined;
    await runAction('phoneCheck', environment, async () => {
      seen = {
        loading: registrationState.loading,
        error: registrationState.error,
        flag: registrationState.loadingFlags.phoneCheck,
      };
    });
    expect(seen).toEqual({ loading: true, error: null, flag: true });
    expect(registrationState.loading).toBe(false);
    expect(registrationState.loadingFlags).toEqual({});
  });

  it('success returns the result and ends loading', async () => {
    await expect(runAction('x', environment, async () => 42)).resolves.toBe(42);
    expect(registrationState.loading).toBe(false);
  });

  it('"Failure sets error, errorCode and message, ... scrolls to top and logs a registration error event with step and message."', async () => {
    userState.nextRegStep = 'set_funding_account';
    registrationState.questions = [{ name: 'add_child_info' }];
    await runAction('answer', environment, async () => {
      throw httpError(400, { code: 'ERR_CHILD', message: 'Child name is required.' });
    });
    expect(registrationState).toMatchObject({
      loading: false,
      error: 'Child name is required.',
      errorCode: 'ERR_CHILD',
      message: 'Child name is required.',
    });
    expect(environment.scrollToTop).toHaveBeenCalledOnce();
    expect(environment.track).toHaveBeenCalledWith('Registration Error Triggered', {
      registration_step: 'add child',
      error_message: 'Child name is required.',
    });
  });

  it('"ERR_MAX_CHALLENGE_WITHDRAWAL_VERIFICATIONS on debit verification marks maxAttempts in tracking."', async () => {
    await runAction('verifyDebit', environment, async () => {
      throw httpError(400, {
        code: 'ERR_MAX_CHALLENGE_WITHDRAWAL_VERIFICATIONS',
        message: 'Too many',
      });
    });
    expect(environment.track).toHaveBeenCalledWith(
      'Registration Error Triggered',
      expect.objectContaining({ error_message: 'Too many', maxAttempts: true }),
    );
  });

  it('"The bank-name lookup does not scroll."', async () => {
    await runAction(
      'bankName',
      environment,
      async () => {
        throw httpError(404, { message: 'Bank not found' });
      },
      { scroll: false },
    );
    expect(environment.scrollToTop).not.toHaveBeenCalled();
    expect(registrationState.error).toBe('Bank not found');
  });

  it('"ERR_KYC_SUCCESS is not tracked as a step error."', async () => {
    await runAction('answer', environment, async () => {
      throw httpError(400, { code: 'ERR_KYC_SUCCESS', message: 'passed' });
    });
    expect(environment.track).not.toHaveBeenCalled();
  });

  it('falls back to the default text and applies the catalogue rules', async () => {
    await runAction('x', environment, async () => {
      throw httpError(500, {});
    });
    expect(registrationState.error).toBe(ERROR_MESSAGES.default);

    // No answer at all (offline, the server down): the connection, and nothing was lost.
    await runAction('x', environment, async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(registrationState.error).toBe(ERROR_MESSAGES.connection);

    await runAction('answer', environment, async () => {
      throw httpError(409, { message: ERROR_MESSAGES.duplicateEmail });
    });
    expect(registrationState.registeredEmailError).toBe(true);

    await runAction('answer', environment, async () => {
      throw httpError(401, { message: ERROR_MESSAGES.sessionExpired });
    });
    expect(registrationState.timeoutError).toBe(ERROR_MESSAGES.sessionExpired);
  });

  it('a catalogue text may replace the server message', async () => {
    await runAction(
      'pricingPlan',
      environment,
      async () => {
        throw httpError(500, {});
      },
      { message: () => ERROR_MESSAGES.currentPricingPlan },
    );
    expect(registrationState.error).toBe(ERROR_MESSAGES.currentPricingPlan);
  });

  it('a cancelled call is no failure', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    await expect(
      runAction('promo', environment, async () => {
        throw abort;
      }),
    ).resolves.toBeUndefined();
    expect(registrationState.error).toBeNull();
    expect(environment.track).not.toHaveBeenCalled();
  });
});

describe('applyChanges', () => {
  it('writes both proxies and runs effects in order, a failing one not stopping the next', async () => {
    const order: string[] = [];
    await applyChanges(
      {
        registration: { flowId: 'parent_flow_6' },
        user: { nextRegStep: 'set_plan' },
        effects: [{ type: 'fetchPricingPlan' }, { type: 'markCompleted' }],
      },
      {
        fetchPricingPlan: () => {
          order.push('plan');
          throw new Error('boom');
        },
        markCompleted: () => {
          order.push('completed');
        },
      },
    );
    expect(registrationState.flowId).toBe('parent_flow_6');
    expect(userState.nextRegStep).toBe('set_plan');
    expect(order).toEqual(['plan', 'completed']);
  });
});
