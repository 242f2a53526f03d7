import { describe, expect, it } from 'vitest';
import { formState, initialFormState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { inviteParentAnswer } from '../steps/invite_parent/rule';
import { aboutYouAnswer } from '../steps/set_date_of_birth/rule';
import { initialFundingAnswer } from '../steps/set_initial_funding_amount/rule';
import { createRegistrationActions } from './registration-actions';
import { startOver } from './start-over';
import { actionTestServer, replyByPath, testDeps } from './test-deps';

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

describe('sendForm with a rule that makes changes', () => {
  it('makes the changes before the answer goes', async () => {
    Object.assign(formState, initialFormState());
    const actions = createRegistrationActions(testDeps(ctx.server));
    registrationState.questions = [{ name: 'set_initial_funding_amount', kind: 'amount' }];
    formState.drafts.set_initial_funding_amount = { amount: '$1,000' };
    await actions.sendForm('set_initial_funding_amount', initialFundingAnswer);
    expect(userState.initialLoadAmount).toBe(1000);
    expect(ctx.server.requests[0]?.body).toMatchObject({
      answers: { set_initial_funding_amount: 1000 },
    });
  });
});

describe('checkReferralCode', () => {
  it('checks the code as typed under promoCodeVerification, the last one typed winning', async () => {
    Object.assign(formState, initialFormState());
    registrationState.questions = [{ name: 'set_referral_code', kind: 'text' }];
    replyByPath(ctx.server, {
      'GET /api/v1/registration/verify-code/': () => ({
        body: { promo_code: 'SANDBOX-EARNED', state: 'EARNED', referral_reward_value: 10 },
      }),
    });
    const off = createRegistrationActions(testDeps(ctx.server));
    await off.checkReferralCode('set_legal_first_name', 'SANDBOX-OFF');
    expect(ctx.server.requests).toEqual([]);
    expect(formState.drafts.set_legal_first_name?.referralCodeCheck).toEqual({ state: 'idle' });

    const on = createRegistrationActions(testDeps(ctx.server, { promoCodeVerification: true }));
    const first = on.checkReferralCode('set_legal_first_name', 'SANDBOX-E');
    expect(formState.drafts.set_legal_first_name?.referralCodeCheck).toEqual({
      state: 'checking',
    });
    const last = on.checkReferralCode('set_legal_first_name', 'SANDBOX-EARNED');
    await Promise.race([first, last]);
    await last;
    expect(ctx.server.requests).toHaveLength(1);
    expect(formState.drafts.set_legal_first_name?.referralCodeCheck).toEqual({
      state: 'valid',
      promoCodeState: 'EARNED',
      rewardValue: 10,
    });
  });

  it('keeps a refusal with the code, not as the page error', async () => {
    Object.assign(formState, initialFormState());
    registrationState.questions = [{ name: 'set_referral_code', kind: 'text' }];
    replyByPath(ctx.server, {
      'GET /api/v1/registration/verify-code/': {
        status: 400,
        body: { code: 'ERR_INVALID_PROMO_CODE', message: 'That promo code is not valid.' },
      },
    });
    const on = createRegistrationActions(testDeps(ctx.server, { promoCodeVerification: true }));
    await on.checkReferralCode('set_legal_first_name', 'NOPE');
    expect(formState.drafts.set_legal_first_name?.referralCodeCheck).toEqual({
      state: 'invalid',
      message: 'That promo code is not valid.',
    });
    expect(registrationState.error).toBeNull();
  });

  it("checks the promo step's code once it is long enough, keeping the accepted code", async () => {
    Object.assign(formState, initialFormState());
    registrationState.questions = [];
    registrationState.promoCode = null;
    replyByPath(ctx.server, {
      'GET /api/v1/registration/verify-code/': () => ({
        body: { promo_code: 'SANDBOX-EARNED', state: 'EARNED', referral_reward_value: 10 },
      }),
    });
    const actions = createRegistrationActions(testDeps(ctx.server));
    await actions.checkPromoCode('promo_code', 'SAN');
    expect(ctx.server.requests).toEqual([]);
    expect(formState.drafts.promo_code?.referralCodeCheck).toEqual({ state: 'idle' });
    await actions.checkPromoCode('promo_code', 'SANDBOX-EARNED');
    expect(formState.drafts.promo_code?.referralCodeCheck).toEqual({
      state: 'valid',
      promoCodeState: 'EARNED',
      rewardValue: 10,
    });
    expect(registrationState.promoCode).toEqual({ code: 'SANDBOX-EARNED', state: 'EARNED' });
    expect(userState.referralRewardValue).toBe(10);
  });
});

describe('sendForm with a form of two pages', () => {
  it("notes the next page in the draft and sends nothing until the last page's Continue", async () => {
    Object.assign(formState, initialFormState());
    const actions = createRegistrationActions(testDeps(ctx.server));
    registrationState.questions = [
      { name: 'set_date_of_birth', kind: 'date_of_birth' },
      { name: 'set_legal_address', kind: 'address' },
    ];
    registrationState.error = 'You must be at least 18 to open a parent account.';
    registrationState.errorCode = 'ERR_UNDER_AGE';
    formState.drafts.set_date_of_birth = { dob: '03/27/1985', addressLine1: '' };
    await actions.sendForm('set_date_of_birth', aboutYouAnswer);
    expect(ctx.server.requests).toEqual([]);
    expect(formState.drafts.set_date_of_birth).toEqual({
      dob: '03/27/1985',
      addressLine1: '',
      page: 'address',
    });
    expect(registrationState.errorCode).toBeNull();
    // The address page's own checks: errors at its fields, still nothing sent.
    await actions.sendForm('set_date_of_birth', aboutYouAnswer);
    expect(formState.errors.set_date_of_birth).toMatchObject({ addressLine1: expect.any(String) });
    expect(ctx.server.requests).toEqual([]);
  });
});
