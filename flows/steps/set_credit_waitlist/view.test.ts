import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import type { StepActions } from '../../actions/step-actions';
import { creditWaitlistConfirmFixtures as c, creditWaitlistFixtures as f } from './fixtures';
import { creditWaitlistNext } from './rule';
import {
  creditWaitlistConfirmIntents,
  creditWaitlistConfirming,
  creditWaitlistConfirmView,
  creditWaitlistIntents,
  creditWaitlistView,
} from './view';

describe('creditWaitlistView', () => {
  it('asks at the sixth group of parent_flow_6, with the choice made so far', () => {
    expect(creditWaitlistView(f.empty.input)).toMatchObject({
      choice: null,
      error: undefined,
    });
    expect(creditWaitlistView(f.joining.input).choice).toBe('join');
    expect(creditWaitlistView(f.noChoice.input).error).toBe(
      'Choose whether to join the credit waitlist',
    );
  });

  it('back on an answered question, the credit application the server holds is the choice', () => {
    const answered = (creditAccepted: boolean) => ({
      ...f.empty.input,
      registration: {
        ...f.empty.input.registration,
        prefilledAnswers: {
          setCreditWaitlist: {
            creditDecision: creditAccepted ? 'waitlisted' : 'declined',
            creditAccepted,
          },
        },
      },
    });
    expect(creditWaitlistView(answered(true)).choice).toBe('join');
    expect(creditWaitlistView(answered(false)).choice).toBe('decline');
    // A new pick on the page wins over the answer held.
    const changed = answered(true);
    expect(
      creditWaitlistView({
        ...changed,
        form: { drafts: { set_credit_waitlist: { choice: 'decline' } }, errors: {} },
      }).choice,
    ).toBe('decline');
  });

  it('shows the confirmation once chosen, and the question again with a refusal', () => {
    expect(creditWaitlistConfirming(f.joining.input)).toBe(false);
    expect(creditWaitlistConfirming(c.joined.input)).toBe(true);
    expect(creditWaitlistConfirming(f.refused.input)).toBe(false);
    expect(creditWaitlistView(f.refused.input).formError).toBe(ERROR_MESSAGES.default);
  });

  it('confirms with the answered email, or without one', () => {
    expect(creditWaitlistConfirmView(c.joined.input)).toEqual({
      creditAccepted: true,
      email: 'pat.rivera@example.com',
      loading: false,
    });
    expect(creditWaitlistConfirmView(c.joinedWithoutEmail.input).email).toBeUndefined();
    expect(creditWaitlistConfirmView(c.notJoined.input).creditAccepted).toBe(false);
    expect(creditWaitlistConfirmView(c.submitting.input).loading).toBe(true);
  });
});

describe('creditWaitlistNext', () => {
  it('asks for a choice, confirms it first while showConfirmScreen is on, then sends', () => {
    expect(creditWaitlistNext({ choice: null, confirming: false })).toBe('choose');
    expect(creditWaitlistNext({ choice: 'join', confirming: false })).toBe('confirm');
    expect(creditWaitlistNext({ choice: 'join', confirming: true })).toBe('send');
    expect(
      creditWaitlistNext({ choice: 'decline', confirming: false }, { showConfirmScreen: false }),
    ).toBe('send');
  });
});

describe('credit waitlist intents', () => {
  it('keeps the choice in the form; both Continues are the one action', () => {
    const editDraft = vi.fn();
    const continueCreditWaitlist = vi.fn(async () => undefined);
    const actions = {
      editDraft,
      registration: { continueCreditWaitlist },
    } as unknown as StepActions;
    creditWaitlistIntents(actions).onChoiceChange('join');
    expect(editDraft).toHaveBeenCalledWith('set_credit_waitlist', { choice: 'join' });
    creditWaitlistIntents(actions).onContinue();
    creditWaitlistConfirmIntents(actions).onContinue();
    expect(continueCreditWaitlist).toHaveBeenCalledTimes(2);
  });
});
