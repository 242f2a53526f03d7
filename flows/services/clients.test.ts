import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttp, isAbortError, type Tokens } from './http';
import {
  createFamilyClient,
  createIdentityClient,
  createInvestingClient,
  createOnboardingClient,
} from './other-clients';
import { createOwnServerClient } from './own-server-client';
import { createPhoneVerificationClient } from './phone-verification-client';
import { createRegistrationClient, needsEnhancedDebitQuery } from './registration-client';
import { startTestServer, type TestServer } from './test-http-server';
import { createWebRegistrationClient } from './web-registration-client';

let server: TestServer;
let tokens: Tokens;
let accessManagement = false;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.setReply(() => ({ body: {} }));
  tokens = { registrationToken: 'reg-token', accessToken: 'access-token', userToken: 'user-jwt' };
  accessManagement = false;
});

const http = () =>
  createHttp({
    origin: server.origin,
    tokens: () => tokens,
    accessManagement: () => accessManagement,
    headers: () => ({ clientIpAddress: '203.0.113.7', testTracer: 't-1', anonymousId: 'anon-1' }),
  });
const last = () => server.requests.at(-1)!;
const shape = () => {
  const { method, path, query, body } = last();
  return { method, path, query, body };
};

describe('registration client (base /api/v1/registration, bearer token, snake_case)', () => {
  const client = () => createRegistrationClient(http());

  it.each([
    [
      'initialize',
      (c: ReturnType<typeof client>) =>
        c.initialize({
          accessToken: 'a',
          preregisteredUserId: 'u1',
          isFcc: true,
          partnerSource: 'x',
        }),
      {
        method: 'POST',
        path: '/api/v1/registration/initialize',
        query: {},
        body: { access_token: 'a', preregistered_user_id: 'u1', is_fcc: true, partner_source: 'x' },
      },
    ],
    [
      'answer',
      (c: ReturnType<typeof client>) =>
        c.answer({
          questions: ['set_user_email'],
          answers: { setUserEmail: 'a@b.co' },
          resolvesErrorId: 'e1',
        }),
      {
        method: 'POST',
        path: '/api/v1/registration/answer',
        query: {},
        body: {
          questions: ['set_user_email'],
          answers: { set_user_email: 'a@b.co' },
          resolves_error_id: 'e1',
        },
      },
    ],
    [
      'answer with the enhanced-debit features query',
      (c: ReturnType<typeof client>) => c.answer({ answers: {} }, { enhancedDebit: true }),
      {
        method: 'POST',
        path: '/api/v1/registration/answer',
        query: { features: 'enhanced_debit' },
        body: { answers: {} },
      },
    ],
    [
      'complete (empty body)',
      (c: ReturnType<typeof client>) => c.complete(),
      { method: 'POST', path: '/api/v1/registration/complete', query: {}, body: {} },
    ],
    [
      'resolve-error',
      (c: ReturnType<typeof client>) => c.resolveError('err-1'),
      {
        method: 'PUT',
        path: '/api/v1/registration/resolve-error',
        query: { error_id: 'err-1' },
        body: {},
      },
    ],
    [
      'answers',
      (c: ReturnType<typeof client>) => c.answers(),
      { method: 'GET', path: '/api/v1/registration/answers', query: {}, body: undefined },
    ],
    [
      'query',
      (c: ReturnType<typeof client>) => c.query('get_funding_accounts'),
      {
        method: 'GET',
        path: '/api/v1/registration/query',
        query: { actionType: 'get_funding_accounts' },
        body: undefined,
      },
    ],
    [
      'plaid link token (platform web by default)',
      (c: ReturnType<typeof client>) => c.plaidLinkToken(),
      {
        method: 'POST',
        path: '/api/v1/registration/query-with-params',
        query: { actionType: 'get_plaid_link_token' },
        body: { params: { platform: 'web' } },
      },
    ],
    [
      'verify instant funding account',
      (c: ReturnType<typeof client>) =>
        c.verifyInstantFundingAccount({
          instantFundingAccountId: 'fa1',
          amount1: 0.12,
          amount2: 0.34,
        }),
      {
        method: 'POST',
        path: '/api/v1/registration/query-with-params',
        query: { actionType: 'verify_instant_funding_account' },
        body: { params: { instant_funding_account_id: 'fa1', amount_1: 0.12, amount_2: 0.34 } },
      },
    ],
    [
      'promo code',
      (c: ReturnType<typeof client>) => c.verifyPromoCode('SAVE10'),
      {
        method: 'GET',
        path: '/api/v1/registration/verify-code/',
        query: { code: 'SAVE10' },
        body: undefined,
      },
    ],
    [
      'has-registration',
      (c: ReturnType<typeof client>) => c.hasRegistration('+15555550100'),
      {
        method: 'POST',
        path: '/api/v1/registration/has-registration',
        query: {},
        body: { phone: '+15555550100' },
      },
    ],
  ])('%s', async (_name, call, expected) => {
    await call(client());
    expect(shape()).toEqual(expected);
    expect(last().headers.authorization).toBe('Bearer reg-token');
    expect(last().headers['client-ip-address']).toBe('203.0.113.7');
    expect(last().headers['x-test-tracer']).toBe('t-1');
    expect(last().headers['segment-anonymous-id']).toBe('anon-1');
  });

  it('carries the access token before a registration token exists', async () => {
    tokens = { accessToken: 'access-token' };
    await client().initialize({ accessToken: 'access-token' });
    expect(last().headers.authorization).toBe('Bearer access-token');
  });

  it('reads the answer response back in camelCase', async () => {
    server.setReply(() => ({
      body: { next_questions: [{ name: 'set_plan' }], flow_id: 'parent_flow_6', user_jwt: 'j' },
    }));
    expect(await client().answers()).toEqual({
      nextQuestions: [{ name: 'set_plan' }],
      flowId: 'parent_flow_6',
      userJWT: 'j',
    });
  });

  it('a promo code check cancels any earlier in-flight check', async () => {
    server.setReply((request) =>
      request.query.code === 'FIRST'
        ? { delayForever: true }
        : { body: { promo_code: 'SECOND', state: 'EARNED' } },
    );
    const registration = client();
    const first = registration.verifyPromoCode('FIRST').catch((error: unknown) => error);
    await server.waitForRequests(1);
    const second = await registration.verifyPromoCode('SECOND');
    expect(isAbortError(await first)).toBe(true);
    expect(second).toEqual({ promoCode: 'SECOND', state: 'EARNED' });
  });

  it.each([
    [true, ['set_funding_account'], false, true],
    [true, ['set_plan'], true, true],
    [true, ['set_plan'], false, false],
    [false, ['set_funding_account'], true, false],
  ])(
    'enhanced-debit query: toggle %s, questions %o, debit saved %s -> %s',
    (enhancedDebit, questions, debitSaved, expected) => {
      expect(needsEnhancedDebitQuery({ enhancedDebit, questions, debitSaved })).toBe(expected);
    },
  );
});

describe('web registration client (base /api/v1, snake_case)', () => {
  const client = () => createWebRegistrationClient(http());
  it.each([
    [
      'login',
      (c: ReturnType<typeof client>) =>
        c.login({ phoneNumber: '+15555550100', password: 'pw', accessToken: 'a' }),
      {
        method: 'POST',
        path: '/api/v1/auth',
        query: {},
        body: { phone_number: '+15555550100', password: 'pw', access_token: 'a' },
      },
    ],
    [
      'forgot',
      (c: ReturnType<typeof client>) => c.forgotPassword({ email: 'a@b.co', accessToken: 'a' }),
      {
        method: 'POST',
        path: '/api/v1/auth/forgot',
        query: {},
        body: { email: 'a@b.co', access_token: 'a' },
      },
    ],
    [
      'reset',
      (c: ReturnType<typeof client>) =>
        c.resetPassword('u 1', {
          token: 't',
          deviceUuid: 'd',
          newPassword: 'n',
          verifyPassword: 'n',
        }),
      {
        method: 'POST',
        path: '/api/v1/auth/u%201/reset',
        query: {},
        body: { token: 't', device_uuid: 'd', new_password: 'n', verify_password: 'n' },
      },
    ],
    [
      'bank',
      (c: ReturnType<typeof client>) => c.bankName('021000021'),
      { method: 'GET', path: '/api/v1/bank/021000021', query: {}, body: undefined },
    ],
    [
      'valid-email',
      (c: ReturnType<typeof client>) => c.validEmail('a@b.co'),
      { method: 'GET', path: '/api/v1/valid-email', query: { email: 'a@b.co' }, body: undefined },
    ],
    [
      'user',
      (c: ReturnType<typeof client>) => c.user(),
      { method: 'GET', path: '/api/v1/user', query: {}, body: undefined },
    ],
    [
      'pre-registered',
      (c: ReturnType<typeof client>) => c.preRegisteredUser('u1', 'tok'),
      {
        method: 'GET',
        path: '/api/v1/user/u1/pre-registered',
        query: { token: 'tok' },
        body: undefined,
      },
    ],
    [
      'phone check (pinLength 6)',
      (c: ReturnType<typeof client>) =>
        c.phoneCheck({ phoneNumber: '+15555550100', deviceUuid: 'd' }),
      {
        method: 'POST',
        path: '/api/v1/phone-check',
        query: {},
        body: { phone_number: '+15555550100', device_uuid: 'd', pin_length: 6 },
      },
    ],
    [
      'micro-deposit discovery',
      (c: ReturnType<typeof client>) =>
        c.microDepositDiscovery({ fundingAccountId: 'fa', fundingType: 'checking' }),
      {
        method: 'POST',
        path: '/api/v1/micro-deposit-discovery',
        query: {},
        body: { funding_account_id: 'fa', funding_type: 'checking' },
      },
    ],
  ])('%s', async (_name, call, expected) => {
    await call(client());
    expect(shape()).toEqual(expected);
  });

  it('sends the session token to GET /user and no token to login', async () => {
    await client().user();
    expect(last().headers.authorization).toBe('Bearer user-jwt');
    await client().login({ phoneNumber: '+1', password: 'p' });
    expect(last().headers).not.toHaveProperty('authorization');
  });
});

describe('phone verification client', () => {
  const phone = { phoneNumber: '+15555550100', deviceUuid: 'd' };
  it.each([
    [false, '/api/v1/phone-verification'],
    [true, '/growth/api/v2/registration'],
  ])('access management %s -> %s', async (enabled, base) => {
    accessManagement = enabled;
    const client = createPhoneVerificationClient(http());
    await client.accessRequest(phone);
    expect(shape()).toEqual({
      method: 'POST',
      path: `${base}/access-request`,
      query: {},
      body: { ...phone, pinLength: 6 },
    });
    await client.verify(phone);
    expect(shape()).toEqual({
      method: 'POST',
      path: `${base}/verify`,
      query: {},
      body: { ...phone, pinLength: 6 },
    });
    await client.voicePin(phone);
    expect(shape()).toEqual({ method: 'POST', path: `${base}/voice-pin`, query: {}, body: phone });
    await client.confirm({ ...phone, confirmCode: '123456' });
    expect(shape()).toEqual({
      method: 'PUT',
      path: `${base}/confirm`,
      query: {},
      body: { ...phone, confirmCode: '123456' },
    });
  });
});

describe('identity, onboarding, family, investing', () => {
  it('identity submits are sent and read as written (device_id; no camelCase conversion)', async () => {
    server.setReply(() => ({ body: { valid: true, user_id: 'u1' } }));
    const identity = createIdentityClient(http());
    await identity.resetPassword({ url: 'https://x/r/parent/u1/t', device_id: 'd', password: 'p' });
    expect(shape()).toEqual({
      method: 'POST',
      path: '/api/v1/identity/reset-password',
      query: {},
      body: { url: 'https://x/r/parent/u1/t', device_id: 'd', password: 'p' },
    });
    expect(await identity.validateResetPasswordToken('https://x')).toEqual({
      valid: true,
      user_id: 'u1',
    });
    expect(shape().path).toBe('/api/v1/identity/validate-reset-password-token');
  });

  it('onboarding initialize', async () => {
    await createOnboardingClient(http()).initialize({
      phoneNumber: '+1',
      deviceId: 'd',
      appOs: 'ios',
      role: 'parent',
      utmSource: 'ad',
    });
    expect(shape()).toEqual({
      method: 'POST',
      path: '/onboarding/initialize',
      query: {},
      body: { phoneNumber: '+1', deviceId: 'd', appOs: 'ios', role: 'parent', utmSource: 'ad' },
    });
  });

  it('family pricing plan with an authorization header', async () => {
    await createFamilyClient(http()).pricingPlan();
    expect(shape()).toEqual({
      method: 'GET',
      path: '/v2/family/pricing-plan',
      query: {},
      body: undefined,
    });
    expect(last().headers.authorization).toBe('Bearer user-jwt');
  });

  it('accept terms: deviceId query and the user token', async () => {
    await createInvestingClient(http(), () => {}).acceptTerms('device-1');
    expect(shape()).toEqual({
      method: 'POST',
      path: '/v2/invest/accept-terms-and-conditions',
      query: { deviceId: 'device-1' },
      body: {},
    });
    expect(last().headers.authorization).toBe('Bearer user-jwt');
  });
});

describe("product's own server", () => {
  const own = (log = vi.fn()) => createOwnServerClient(http(), log);

  it.each([
    [
      'browser data',
      (c: ReturnType<typeof own>) =>
        c.browserData({
          userId: 'u1',
          browserData: { ip_addresses: ['1.2.3.4'], timeZone: 'America/Chicago' },
        }),
      {
        method: 'POST',
        path: '/api/browser-data',
        query: {},
        body: {
          userId: 'u1',
          browserData: { ip_addresses: ['1.2.3.4'], timeZone: 'America/Chicago' },
        },
      },
    ],
    [
      'browser data link',
      (c: ReturnType<typeof own>) => c.browserDataLink({ userId: 'u1', familyUid: 'f1' }),
      {
        method: 'POST',
        path: '/api/browser-data-link',
        query: {},
        body: { userId: 'u1', familyUid: 'f1' },
      },
    ],
    [
      'kyc failure type',
      (c: ReturnType<typeof own>) => c.kycFailureType('u1'),
      {
        method: 'GET',
        path: '/api/kyc-failure-type',
        query: { identityId: 'u1' },
        body: undefined,
      },
    ],
    [
      'subscribe sms',
      (c: ReturnType<typeof own>) =>
        c.subscribeSms({ userId: 'u1', subscriptionType: 'marketing' }),
      {
        method: 'POST',
        path: '/api/subscribe-sms',
        query: {},
        body: { userId: 'u1', subscriptionType: 'marketing' },
      },
    ],
    [
      'track',
      (c: ReturnType<typeof own>) =>
        c.trackCustomEvent({
          event: 'Registration Error Triggered',
          properties: { registration_step: 'add child' },
        }),
      {
        method: 'POST',
        path: '/api/track-custom-event',
        query: {},
        body: {
          event: 'Registration Error Triggered',
          properties: { registration_step: 'add child' },
        },
      },
    ],
    [
      'identify',
      (c: ReturnType<typeof own>) => c.identifyUsers({ anonymousId: 'a', userId: 'u1' }),
      {
        method: 'POST',
        path: '/api/identify-users',
        query: {},
        body: { anonymousId: 'a', userId: 'u1' },
      },
    ],
    [
      'fetch toggles',
      (c: ReturnType<typeof own>) =>
        c.fetchToggles({ anonymousId: 'a', attributes: { role: 'parent' } }),
      {
        method: 'POST',
        path: '/api/fetch-toggles',
        query: {},
        body: { anonymousId: 'a', attributes: { role: 'parent' } },
      },
    ],
    [
      'personas identify',
      (c: ReturnType<typeof own>) => c.personasIdentify({ anonymousId: 'a' }),
      { method: 'POST', path: '/api/personas-identify', query: {}, body: { anonymousId: 'a' } },
    ],
    [
      'experimentation sync (personas link)',
      (c: ReturnType<typeof own>) =>
        c.syncExperimentation({ anonymousId: 'a', userId: 'u1', traits: { plan: 'max' } }),
      {
        method: 'POST',
        path: '/api/personas-link',
        query: {},
        body: { anonymousId: 'a', userId: 'u1', traits: { plan: 'max' } },
      },
    ],
  ])('%s', async (_name, call, expected) => {
    await call(own());
    expect(shape()).toEqual(expected);
  });

  it('browser-data failures are logged and ignored', async () => {
    server.setReply(() => ({ status: 400, body: { message: 'bad' } }));
    const log = vi.fn();
    await expect(own(log).browserData({ userId: 'u1', browserData: {} })).resolves.toBeUndefined();
    await expect(
      own(log).browserDataLink({ userId: 'u1', familyUid: 'f' }),
    ).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(2);
  });
});
