import { describe, expect, it } from 'vitest';
import { toCamel, toSnake } from './casing';
import { ENDPOINTS, fillPath, phoneVerificationBase } from './endpoints';
import { answerResponse } from './entity-schemas';
import { errorBody } from './error-body';
import { identityResetPasswordRequest } from './other-services';
import { confirmCodeRequest, pinSentResponse } from './phone-verification';
import { initializeRequest, verifyInstantFundingRequest } from './registration';
import { loginRequest, phoneCheckResponse } from './web-registration';
import { WIRE_CASING } from './wire-casing';

describe('endpoints', () => {
  it('moves phone verification under /growth/api/v2/registration with access management', () => {
    expect(phoneVerificationBase(true)).toBe('/growth/api/v2/registration');
    expect(phoneVerificationBase(false)).toBe('/api/v1/phone-verification');
  });

  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(fillPath(ENDPOINTS.resetPassword.path, { userId: 'u 1/2' })).toBe(
      '/auth/u%201%2F2/reset',
    );
    expect(() => fillPath(ENDPOINTS.bankName.path)).toThrow('routingNumber');
  });

  it('puts a bearer token on every registration call (spec section 6)', () => {
    const registration = Object.values(ENDPOINTS).filter((e) => e.service === 'registration');
    expect(registration.length).toBe(9);
    expect(registration.every((e) => e.auth === 'registration')).toBe(true);
  });
});

describe('wire casing', () => {
  it('sends snake_case to the web service and reads camelCase back', () => {
    const web = Object.entries(ENDPOINTS).filter(
      ([name, e]) =>
        (e.service === 'registration' || e.service === 'webRegistration') &&
        name !== 'identityResetPassword',
    );
    for (const [name] of web) {
      expect(WIRE_CASING[name as keyof typeof ENDPOINTS]).toEqual({
        request: 'snake',
        response: 'camel',
      });
    }
  });

  it('excepts exactly the two identity submit endpoints', () => {
    const asIs = Object.entries(WIRE_CASING)
      .filter(([, casing]) => casing.response === 'asIs')
      .map(([name]) => name);
    expect(asIs).toEqual(['identityResetPassword', 'validateResetPasswordToken']);
  });

  it('gives the spec’s wire names for instant funding verification', () => {
    const body = verifyInstantFundingRequest.parse({
      params: { instantFundingAccountId: 'fa_1', amount_1: 0.12, amount_2: 0.34 },
    });
    expect(toSnake(body)).toEqual({
      params: { instant_funding_account_id: 'fa_1', amount_1: 0.12, amount_2: 0.34 },
    });
  });

  it('validates a snake body once camelised, as the sandbox does', () => {
    const wire = toSnake({ accessToken: 't', preregisteredUserId: 'u1', isFcc: true });
    expect(initializeRequest.parse(toCamel(wire))).toEqual({
      accessToken: 't',
      preregisteredUserId: 'u1',
      isFcc: true,
    });
  });
});

describe('schemas', () => {
  it('strip unknown keys from requests', () => {
    expect(
      loginRequest.parse({ phoneNumber: '+15555550100', password: 'pw', admin: true }),
    ).toEqual({ phoneNumber: '+15555550100', password: 'pw' });
  });

  it('refuse a confirm code that is not six digits', () => {
    const base = { phoneNumber: '+15555550100', deviceUuid: 'd' };
    expect(confirmCodeRequest.safeParse({ ...base, confirmCode: '123456' }).success).toBe(true);
    expect(confirmCodeRequest.safeParse({ ...base, confirmCode: '12345' }).success).toBe(false);
    expect(confirmCodeRequest.safeParse({ ...base, confirmCode: '12345a' }).success).toBe(false);
  });

  it('bound field sizes', () => {
    expect(loginRequest.safeParse({ phoneNumber: '1'.repeat(33), password: 'p' }).success).toBe(
      false,
    );
  });

  it('keep the identity wire names exactly (device_id)', () => {
    expect(
      identityResetPasswordRequest.parse({ url: 'https://x/r', device_id: 'd', password: 'p' }),
    ).toEqual({ url: 'https://x/r', device_id: 'd', password: 'p' });
  });

  it('fill every answer-response field of section 3 with a safe default', () => {
    expect(answerResponse.parse({ flowId: 'parent_flow_6' })).toEqual({
      nextQuestions: [],
      flowId: 'parent_flow_6',
      errors: [],
      unresolvedErrors: [],
      extras: [],
      prefilled: {},
      needsVerification: false,
    });
  });

  it('read a PIN answer with its resend time and tries left', () => {
    const parsed = pinSentResponse.parse({
      sent: true,
      resendAvailableAt: '2030-01-01T00:00:30Z',
      attemptsRemaining: 4,
    });
    expect(parsed.resendAvailableAt).toBe('2030-01-01T00:00:30Z');
    expect(parsed.attemptsRemaining).toBe(4);
  });

  it('read the phone check action and keep error bodies open', () => {
    expect(phoneCheckResponse.parse({ action: 'confirm-role' }).action).toBe('confirm-role');
    const error = errorBody.parse({
      code: 'ERR_PIN_INVALID',
      message: 'x',
      attemptsRemaining: 2,
      extra: 1,
    });
    expect(error.attemptsRemaining).toBe(2);
    expect(error.extra).toBe(1);
  });
});

describe('own server schemas', () => {
  it('bound analytics and browser data, and read toggles', async () => {
    const own = await import('./own-server');
    expect(own.trackCustomEventRequest.safeParse({ event: '' }).success).toBe(false);
    expect(
      own.browserDataRequest.parse({
        userId: 'u1',
        browserData: { ip_addresses: ['1.2.3.4'], extra: 1 },
      }),
    ).toEqual({ userId: 'u1', browserData: { ip_addresses: ['1.2.3.4'] } });
    expect(own.browserDataRequest.parse({ userId: 'u1' })).toEqual({
      userId: 'u1',
      browserData: {},
    });
    expect(own.personasLinkRequest.safeParse({ anonymousId: 'a' }).success).toBe(false);
    expect(
      own.fetchTogglesResponse.parse({ featureToggles: { planFlow: true } }).featureToggles,
    ).toEqual({
      planFlow: true,
    });
    expect(own.kycFailureTypeResponse.safeParse({ failureReason: 'compliance_risk' }).success).toBe(
      false,
    );
  });
});
