import { beforeEach, describe, expect, it } from 'vitest';
import { restoreState } from '../actions/restore-state';
import { resetState } from '../actions/start-over';
import { formState, initialFormState } from './form-state';
import { createMemoryStorage, type StorageLike } from './memory-storage';
import { persistState, STATE_KEY, saveState } from './persistence';

// What was typed and not yet sent survives a reload, as the answers do,
// except any field the redaction list names that the state does not keep anyway.
let storage: StorageLike;
beforeEach(() => {
  storage = createMemoryStorage();
  resetState();
  Object.assign(formState, initialFormState());
});

const reload = () => {
  saveState(storage);
  Object.assign(formState, initialFormState());
  restoreState(storage);
};

describe('form drafts across a reload', () => {
  it('keeps a date of birth, a street and a chosen plan', () => {
    formState.drafts.about_you = { dob: '01/02/1980', addressLine1: '12 Elm St', city: 'Troy' };
    formState.drafts.set_plan = { pricingPlanName: 'max' };
    reload();
    expect(formState.drafts).toEqual({
      about_you: { dob: '01/02/1980', addressLine1: '12 Elm St', city: 'Troy' },
      set_plan: { pricingPlanName: 'max' },
    });
  });

  it('never stores what the log-in and code pages hold, whatever its name', () => {
    formState.drafts.forgot_password = { email: 'a@example.com', sentTo: 'a@example.com' };
    formState.drafts.login = { password: 'Maple-1' };
    formState.drafts.validate = { confirmCode: '123456', typed: '12' };
    formState.drafts.next_gen_onboarding = { email: 'a@example.com', note: 'x' };
    reload();
    expect(formState.drafts).toEqual({});
    expect(storage.getItem(STATE_KEY)).not.toContain('example.com');
  });

  it('never stores a password, SSN, card or account number, code or email', () => {
    formState.drafts.set_user_password = { password: 'Maple-1', confirmPassword: 'Maple-1' };
    formState.drafts.identity = { ssn: '123-45-0001' };
    formState.drafts.debit = { cardNumber: '4242424242424242', cvv: '123', zip: '10001' };
    // The manual bank form's draft as its actions write it (funding-actions.ts).
    formState.drafts.set_funding_account = {
      method: 'manual',
      accountNumber: '000123',
      confirmAccountNumber: '000123',
      routingNumber: '110000000',
    };
    formState.drafts.validate = { confirmCode: '123456' };
    formState.drafts.set_user_email = { email: 'sam@example.com' };
    formState.drafts.add_child_info = { children: [{ firstName: 'Maya', dob: '06/02/2012' }] };
    saveState(storage);
    const stored = storage.getItem(STATE_KEY) ?? '';
    for (const secret of [
      'Maya',
      '06/02/2012',
      'Maple-1',
      '123-45-0001',
      '4242424242424242',
      '000123',
      '110000000',
      '123456',
      'sam@example.com',
    ]) {
      expect(stored).not.toContain(secret);
    }
    reload();
    expect(formState.drafts).toEqual({
      debit: { zip: '10001' },
      set_funding_account: { method: 'manual' },
    });
  });

  it('does not take back what storage was made to hold (a tampered snapshot)', () => {
    saveState(storage);
    const snapshot = JSON.parse(storage.getItem(STATE_KEY)!);
    snapshot.drafts = { identity: { ssn: '123-45-0001', note: 'x' }, bad: [1], worse: 'x' };
    storage.setItem(STATE_KEY, JSON.stringify(snapshot));
    restoreState(storage);
    expect(formState.drafts).toEqual({ identity: { note: 'x' } });
  });

  it('saves as a draft changes, and after startOver replaced the drafts', async () => {
    const stop = persistState(storage);
    formState.drafts.set_plan = { pricingPlanName: 'max' };
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(JSON.parse(storage.getItem(STATE_KEY)!).drafts).toEqual({
      set_plan: { pricingPlanName: 'max' },
    });
    Object.assign(formState, initialFormState());
    formState.drafts.about_you = { addressLine1: '1 Main St' };
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(JSON.parse(storage.getItem(STATE_KEY)!).drafts).toEqual({
      about_you: { addressLine1: '1 Main St' },
    });
  });
});
