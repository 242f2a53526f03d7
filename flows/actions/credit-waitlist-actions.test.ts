import { describe, expect, it } from 'vitest';
import { formState, initialFormState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { createRegistrationActions } from './registration-actions';
import { actionTestServer, replyByPath, testDeps } from './test-deps';

const ctx = actionTestServer();

describe('continueCreditWaitlist', () => {
  it('asks for a choice, confirms it without a call, then sends one answer', async () => {
    Object.assign(formState, initialFormState());
    const actions = createRegistrationActions(testDeps(ctx.server));
    await actions.continueCreditWaitlist();
    expect(formState.errors.set_credit_waitlist).toEqual({
      choice: 'Choose whether to join the credit waitlist',
    });
    formState.drafts.set_credit_waitlist = { choice: 'join' };
    await actions.continueCreditWaitlist();
    expect(formState.drafts.set_credit_waitlist).toEqual({ choice: 'join', confirming: true });
    expect(ctx.server.requests).toEqual([]);
    await actions.continueCreditWaitlist();
    expect(ctx.server.requests[0]?.body).toMatchObject({
      answers: { set_credit_waitlist: { credit_accepted: true } },
    });
    expect(formState.drafts.set_credit_waitlist).toBeUndefined();
  });

  it('back on an answered question, Continue confirms the answer the server holds', async () => {
    Object.assign(formState, initialFormState());
    registrationState.prefilledAnswers = {
      setCreditWaitlist: { creditDecision: 'declined', creditAccepted: false },
    };
    await createRegistrationActions(testDeps(ctx.server)).continueCreditWaitlist();
    expect(formState.errors.set_credit_waitlist).toBeUndefined();
    expect(formState.drafts.set_credit_waitlist).toEqual({ choice: 'decline', confirming: true });
    registrationState.prefilledAnswers = {};
  });

  it('a refused answer goes back to the question', async () => {
    Object.assign(formState, initialFormState());
    formState.drafts.set_credit_waitlist = { choice: 'decline', confirming: true };
    replyByPath(ctx.server, {
      'POST /api/v1/registration/answer': { status: 500, body: { message: 'Nope' } },
    });
    await createRegistrationActions(testDeps(ctx.server)).continueCreditWaitlist();
    expect(registrationState.error).toBeTruthy();
    expect(formState.drafts.set_credit_waitlist).toEqual({ choice: 'decline', confirming: false });
  });

  it("with the toggle's showConfirmScreen off, Continue sends the choice at once", async () => {
    Object.assign(formState, initialFormState());
    formState.drafts.set_credit_waitlist = { choice: 'join' };
    const deps = {
      ...testDeps(ctx.server),
      creditWaitlist: () => ({ enabled: true, showConfirmScreen: false }),
    };
    await createRegistrationActions(deps).continueCreditWaitlist();
    expect(ctx.server.requests[0]?.body).toMatchObject({
      answers: { set_credit_waitlist: { credit_accepted: true } },
    });
  });
});
