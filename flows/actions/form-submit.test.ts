import { describe, expect, it } from 'vitest';
import { formState, initialFormState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { inviteParentAnswer } from '../steps/invite-parent';
import { createRegistrationActions } from './registration-actions';
import { startOver } from './start-over';
import { actionTestServer, testDeps } from './test-deps';

const ctx = actionTestServer();

describe('sendForm', () => {
  it("shows the rule's errors and sends nothing; sends the answers and clears the form", async () => {
    Object.assign(formState, initialFormState());
    userState.phoneNumber = '+15555550123';
    formState.drafts.invite_parent = { firstName: '', phoneNumber: '555' };
    const actions = createRegistrationActions(testDeps(ctx.server));
    await actions.sendForm('invite_parent', inviteParentAnswer);
    expect(Object.keys(formState.errors.invite_parent ?? {})).toEqual(['firstName', 'phoneNumber']);
    expect(ctx.server.requests).toEqual([]);

    formState.drafts.invite_parent = { firstName: 'Dana', phoneNumber: '(555) 987-6543' };
    await actions.sendForm('invite_parent', inviteParentAnswer);
    expect(ctx.server.requests[0]?.body).toEqual({
      questions: [],
      answers: { invite_parent: { first_name: 'Dana', phone_number: '+15559876543' } },
    });
    expect(formState.drafts.invite_parent).toBeUndefined();
  });
});

describe('startOver', () => {
  it('forgets the registration, the user and any form', () => {
    userState.nextRegStep = 'cancel_age';
    userState.dob = '06/01/2015';
    registrationState.flowId = 'child_first_flow_1';
    formState.drafts.x = { a: 1 };
    startOver();
    expect(userState.nextRegStep).not.toBe('cancel_age');
    expect(userState.dob).toBeNull();
    expect(registrationState.flowId).toBeNull();
    expect(formState.drafts).toEqual({});
  });
});
