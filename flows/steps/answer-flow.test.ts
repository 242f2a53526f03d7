import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import type { AnswerResponse } from '../model/entities';
import { type AnswerContext, afterAnswer, afterComplete, isIdentityPass } from './answer-flow';

const response = (overrides: Partial<AnswerResponse> = {}): AnswerResponse => ({
  nextQuestions: [{ name: 'set_plan' }],
  flowId: 'parent_flow_1',
  groupId: 'plan',
  totalGroupsInFlow: 8,
  errors: [],
  unresolvedErrors: [],
  extras: [],
  prefilled: { setUserEmail: 'x' },
  needsVerification: false,
  registrationToken: 'reg-2',
  userJWT: null,
  ...overrides,
});
const context: AnswerContext = {
  role: 'parent',
  plan: 'max',
  toggles: { planChangesTerms: false, enableCorePriceChange: false },
};
const types = (effects: ReadonlyArray<{ type: string }> | undefined) =>
  (effects ?? []).map((effect) => effect.type);

describe('answer flow (spec section 4)', () => {
  it('"Each answer returns the next questions" and the flow position', () => {
    const changes = afterAnswer(response(), context);
    expect(changes.registration).toMatchObject({
      questions: [{ name: 'set_plan' }],
      flowId: 'parent_flow_1',
      groupId: 'plan',
      totalGroupsInFlow: 8,
      prefilledAnswers: { setUserEmail: 'x' },
      registrationToken: 'reg-2',
    });
    expect(changes.registration?.completeUser).toBeUndefined();
  });

  it('"\'complete\' among them marks the user complete (completeUser)"', () => {
    expect(
      afterAnswer(response({ nextQuestions: [{ name: 'complete' }] }), context).registration
        ?.completeUser,
    ).toBe(true);
  });

  it.each([
    [
      '"A partial ... identity error resets the identity-question flow."',
      'ERR_KYC_PARTIAL_FAIL',
      true,
      ERROR_MESSAGES.partialIdentity,
    ],
    [
      '"A ... challenge identity error resets the identity-question flow."',
      'ERR_KYC_PARTIAL_FAIL_CHALLENGE',
      true,
      ERROR_MESSAGES.partialIdentity,
    ],
    [
      'ERR_IDENTITY_VERIFICATION shows its catalogue text',
      'ERR_IDENTITY_VERIFICATION',
      undefined,
      ERROR_MESSAGES.identityVerification,
    ],
    [
      'ERR_ALLOWED_TIMEOUT_EXCEEDED shows its catalogue text',
      'ERR_ALLOWED_TIMEOUT_EXCEEDED',
      undefined,
      ERROR_MESSAGES.allowedTimeoutExceeded,
    ],
    [
      'KBA_QUESTION_TIMEOUT reads as the allowed-time text',
      'KBA_QUESTION_TIMEOUT',
      undefined,
      ERROR_MESSAGES.allowedTimeoutExceeded,
    ],
    ['"Other codes show the server message."', 'ERR_INVALID_SSN', undefined, 'server says'],
  ])('%s', (_line, code, reset, text) => {
    const changes = afterAnswer(response({ errors: [{ code, message: 'server says' }] }), context);
    expect(changes.registration?.resetKBAFlow).toBe(reset);
    // The reset is done by its effect: what was typed and picked on the identity pages goes.
    expect(
      (changes.effects ?? []).filter((effect) => effect.type === 'resetIdentityForms'),
    ).toEqual(reset ? [{ type: 'resetIdentityForms', forms: ['verify_identity', 'kba'] }] : []);
    expect(changes.registration?.error).toBe(text);
    expect(changes.registration?.errorCode).toBe(code);
  });

  it('ERR_KYC_FAIL looks up the failure type (section 8)', () => {
    const changes = afterAnswer(
      response({ errors: [{ code: 'ERR_KYC_FAIL', message: 'no' }] }),
      context,
    );
    expect(types(changes.effects)).toEqual(['fetchKycFailureType']);
  });

  it.each([
    ['ERR_KYC_SUCCESS (pass)', { code: 'ERR_KYC_SUCCESS' }],
    [
      '"A failed KYC whose status contains \'pass\' yields no error."',
      { code: 'ERR_KYC_FAIL', status: 'soft_pass' },
    ],
  ])('%s', (_line, error) => {
    expect(isIdentityPass(error)).toBe(true);
    const changes = afterAnswer(response({ errors: [error] }), context);
    expect(changes.registration?.error).toBeUndefined();
  });

  it('create_user stores the user and token and sends browser data', () => {
    const changes = afterAnswer(
      response({ extras: [{ action: 'create_user', user: { id: 'u1' }, token: 'jwt-1' }] }),
      context,
    );
    expect(changes.user?.registeredUser).toEqual({ token: 'jwt-1', user: { id: 'u1' } });
    expect(types(changes.effects)).toEqual(['sendBrowserData']);
  });

  it('set_instant_funding_account with needsVerify sets needsVerification', () => {
    const changes = afterAnswer(
      response({ extras: [{ action: 'set_instant_funding_account', needsVerify: true }] }),
      context,
    );
    expect(changes.registration?.needsVerification).toBe(true);
  });

  it.each([
    ['non-standard plan, plan terms on -> accept terms', 'max', true, ['acceptTerms']],
    ['standard plan -> nothing', 'standard', true, []],
    ['plan terms off -> nothing', 'max', false, []],
  ] as const)(
    '"called when registration reaches verify_identity with a non-standard plan and plan terms enabled": %s',
    (_line, plan, terms, effects) => {
      const changes = afterAnswer(response({ nextQuestions: [{ name: 'verify_identity' }] }), {
        ...context,
        plan,
        shownQuestions: ['set_plan'],
        toggles: { ...context.toggles, planChangesTerms: terms },
      });
      expect(types(changes.effects)).toEqual(effects);
    },
  );

  it('the terms are not accepted again after an identity answer, passed or failed', () => {
    const terms = {
      ...context,
      plan: 'max',
      toggles: { ...context.toggles, planChangesTerms: true },
    };
    const failed = afterAnswer(
      response({
        nextQuestions: [{ name: 'verify_identity' }],
        extras: [{ action: 'verify_identity', status: 'fail', code: 'ERR_KYC_PARTIAL_FAIL' }],
      }),
      { ...terms, shownQuestions: ['verify_identity'] },
    );
    expect(types(failed.effects)).not.toContain('acceptTerms');
    const passed = afterAnswer(
      response({
        nextQuestions: [{ name: 'set_funding_account' }],
        extras: [{ action: 'verify_identity', status: 'pass', code: 'ERR_KYC_SUCCESS' }],
      }),
      { ...terms, shownQuestions: ['verify_identity'] },
    );
    expect(types(passed.effects)).not.toContain('acceptTerms');
  });
});

it('an answer missing section 3 lists reads them as empty', () => {
  const changes = afterAnswer({ flowId: 'parent_flow_1' }, context);
  expect(changes.registration).toMatchObject({
    questions: [],
    unresolvedErrors: [],
    prefilledAnswers: {},
    needsVerification: false,
  });
});

it('"A server message equal to the known duplicate-email text sets registeredEmailError"', () => {
  const taken = afterAnswer(
    {
      nextQuestions: [{ name: 'set_user_email' }],
      errors: [
        {
          action: 'set_user_email',
          code: 'ERR_EMAIL_TAKEN',
          message: ERROR_MESSAGES.duplicateEmail,
        },
      ],
    },
    context,
  );
  expect(taken.registration).toMatchObject({
    error: ERROR_MESSAGES.duplicateEmail,
    registeredEmailError: true,
  });
  const other = afterAnswer(
    { nextQuestions: [], errors: [{ code: 'ERR_INVALID_EMAIL', message: 'Bad' }] },
    context,
  );
  expect(other.registration?.registeredEmailError).toBeUndefined();
});

describe('completion', () => {
  it('"Complete success sets userCompleted, and the pricing plan is then fetched."', () => {
    const changes = afterComplete(context);
    expect(changes.registration?.userCompleted).toBe(true);
    expect(changes.effects?.[0]).toEqual({ type: 'fetchPricingPlan' });
  });

  it.each([
    ['parent', 'complete', 'complete'],
    ['child', 'complete_child', 'complete_child'],
    ['child', 'complete', 'complete_child'],
    ['child', undefined, 'complete_child'],
    ['approver', undefined, 'complete'],
    ['approver', 'complete_placeholder', 'complete_placeholder'],
  ] as const)('a %s told %s moves to %s', (role, named, step) => {
    expect(afterComplete({ ...context, role }, named).user?.nextRegStep).toBe(step);
  });

  it.each([
    [
      'parent',
      'max',
      false,
      [{ type: 'fetchPricingPlan' }, { type: 'trackRegistrationComplete', purchaseValue: 9.98 }],
    ],
    [
      'parent',
      null,
      true,
      [{ type: 'fetchPricingPlan' }, { type: 'trackRegistrationComplete', purchaseValue: 5.99 }],
    ],
    ['child', 'max', false, [{ type: 'fetchPricingPlan' }]],
    ['approver', 'max', false, [{ type: 'fetchPricingPlan' }]],
  ] as const)(
    '"Only parent completion fires the registration-complete tracking and plan-fee purchase value": %s',
    (role, plan, core, effects) => {
      expect(
        afterComplete({
          role,
          plan,
          toggles: { planChangesTerms: false, enableCorePriceChange: core },
        }).effects,
      ).toEqual(effects);
    },
  );
});
