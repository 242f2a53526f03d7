import { describe, expect, it } from 'vitest';
import type { StepActions } from '../actions/step-actions';
import { isRegisterStep, pageOf, STEPS, stepOf } from './registry';

/** Step actions that only record which were called. */
function recorder() {
  const calls: string[] = [];
  const set = (name: string) =>
    new Proxy(
      {},
      {
        get: (_, method) => () => {
          calls.push(`${name}.${String(method)}`);
          return Promise.resolve();
        },
      },
    );
  const actions = {
    registration: set('registration'),
    session: set('session'),
    link: set('link'),
    funding: set('funding'),
    phone: set('phone'),
  } as unknown as StepActions;
  return { calls, actions };
}

describe('the step registry', () => {
  it('gives every next step a page: its own, another name’s, or the register step', () => {
    expect(pageOf('confirm_code')).toBe('validate');
    expect(pageOf('complete_child')).toBe('complete');
    expect(pageOf('invalidated')).toBe('deactivated');
    for (const step of ['register', 'webreg', 'set_plan', 'verify_identity'])
      expect(isRegisterStep(step)).toBe(true);
    for (const step of ['phone', 'validate', 'complete', 'login'])
      expect(isRegisterStep(step)).toBe(false);
    expect(stepOf('no_such_step')).toBeUndefined();
  });

  it('shares a page only with entries that have one of their own', () => {
    const shared = Object.values(STEPS).flatMap((step) => ('shows' in step ? [step.shows] : []));
    expect(shared.filter((name) => 'shows' in STEPS[name])).toEqual([]);
  });

  it.each([
    ['register', 'registration.openRegisterStep'],
    ['validate', 'phone.sendPinOnCodePage'],
    ['set_user_email', 'registration.checkEmailAsTyped'],
    ['set_initial_funding_amount', 'funding.loadWalletMinimumWhileOn'],
  ] as const)('entering %s follows the state with %s, until it is left', (step, action) => {
    const { calls, actions } = recorder();
    // What the action resolves with, its stop, is the leaving (flows/actions/follow.ts).
    expect(STEPS[step].onEnter(actions)).toBeInstanceOf(Promise);
    expect(calls).toEqual([action]);
  });

  it.each([
    ['complete', 'registration.announceCompletion'],
    ['login', 'session.requireNumberToLogIn'],
    ['reset_password', 'link.openResetLink'],
    ['next_gen_onboarding', 'session.startHandOff'],
    ['set_funding_account', 'funding.preparePayments'],
  ] as const)('entering %s calls %s, and leaving it nothing', (step, action) => {
    const { calls, actions } = recorder();
    expect(STEPS[step].onEnter(actions)).toBeUndefined();
    expect(calls).toEqual([action]);
  });
});
