import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { FORMS } from '../rules/page-checks';
import { resolveToggles } from '../rules/toggles';
import { editDraft } from './form-actions';
import { createLinkActions } from './link-actions';
import { createPhoneActions } from './phone-actions';
import { createRegistrationActions } from './registration-actions';
import { createSessionActions } from './session-actions';
import { actionTestServer, replyByPath, testDeps } from './test-deps';

// Wire details of spec sections 6 and 7 at the client's network boundary: what the app's own
// actions put on the wire, seen by a local HTTP server.
const ctx = actionTestServer();
beforeEach(() => {
  registrationState.deviceUuid = 'device-1';
  userState.phoneNumber = '+15551234567';
});
const sent = () => ctx.server.requests.map((request) => `${request.method} ${request.path}`);

describe('access management (section 6)', () => {
  it.each([
    [false, '/api/v1/phone-verification'],
    [true, '/growth/api/v2/registration'],
  ])(
    'accessManagement %s: access request, verify, voice PIN and confirm go under %s',
    async (accessManagement, base) => {
      const phone = createPhoneActions(testDeps(ctx.server, { accessManagement }));
      registrationState.needsAccessRequest = true;
      await phone.sendPin();
      registrationState.needsAccessRequest = false;
      await phone.sendPin();
      await phone.voicePin();
      editDraft(FORMS.code, { confirmCode: '123456' });
      await phone.confirmCode();
      expect(sent()).toEqual([
        `POST ${base}/access-request`,
        `POST ${base}/verify`,
        `POST ${base}/voice-pin`,
        `PUT ${base}/confirm`,
      ]);
    },
  );

  it('a toggle that arrives as variation_1 is on, control off (section 9)', async () => {
    const on = resolveToggles({ accessManagement: 'variation_1' });
    await createPhoneActions(testDeps(ctx.server, on)).sendPin();
    const off = resolveToggles({ accessManagement: 'control' });
    await createPhoneActions(testDeps(ctx.server, off)).sendPin();
    expect(sent()).toEqual([
      'POST /growth/api/v2/registration/verify',
      'POST /api/v1/phone-verification/verify',
    ]);
  });
});

describe('common headers (section 7)', () => {
  it('every call carries client-ip-address, x-test-tracer and segment-anonymous-id', async () => {
    registrationState.ipAddress = '203.0.113.7';
    registrationState.testSettings = { testTracer: 'trace-42' };
    replyByPath(ctx.server, { 'POST /api/v1/phone-check': { body: { action: 'login' } } });
    await createPhoneActions(testDeps(ctx.server)).checkPhone('+15551234567');
    expect(ctx.server.requests).toHaveLength(2);
    for (const request of ctx.server.requests) {
      expect(request.headers).toMatchObject({
        'client-ip-address': '203.0.113.7',
        'x-test-tracer': 'trace-42',
        'segment-anonymous-id': 'anon-test',
      });
    }
  });

  it('a header with no value is not sent', async () => {
    await createPhoneActions(testDeps(ctx.server)).sendPin();
    expect(ctx.server.requests[0]?.headers).not.toHaveProperty('client-ip-address');
    expect(ctx.server.requests[0]?.headers).not.toHaveProperty('x-test-tracer');
  });
});

describe('onboarding initialise (section 7)', () => {
  it('sends every field the spec lists that the session knows', async () => {
    registrationState.appOs = 'ios';
    registrationState.appVersion = '7.1';
    registrationState.marketingParams = {
      gclid: 'g-1',
      irclickid: 'ir-2',
      stockRewards: 'spring',
      utmSource: 'newsletter',
    };
    registrationState.ltaRedirectParams = {
      role: 'parent',
      legacyAccessToken: 'legacy-token',
      phoneNumber: null,
      appOs: null,
      appVersion: null,
    };
    replyByPath(ctx.server, {
      'POST /onboarding/initialize': { body: { redirectUrl: 'https://next.example.test/' } },
    });
    const deps = testDeps(ctx.server);
    await createSessionActions(deps).startHandOff();
    const initialise = ctx.server.requests.find((r) => r.path === '/onboarding/initialize');
    expect(initialise?.body).toEqual({
      phoneNumber: '+15551234567',
      deviceId: 'device-1',
      appOs: 'ios',
      appVersion: '7.1',
      legacyAccessToken: 'legacy-token',
      role: 'parent',
      anonymousId: 'anon-test',
      gclid: 'g-1',
      irclickid: 'ir-2',
      stockRewards: 'spring',
      utmSource: 'newsletter',
    });
  });
});

describe('mobile-number authentication (sections 4 and 7)', () => {
  it('asks for the redirect (initial-redirect), then goes there (pending)', async () => {
    replyByPath(ctx.server, {
      'GET /api/prove-redirect-uri': { body: { proveRedirectUri: '/?proveStatus=success' } },
    });
    const deps = testDeps(ctx.server, { proveMobileAuth: true });
    const asked = createPhoneActions(deps).requestProveRedirect();
    expect(registrationState.proveMobileAuthState).toBe('initial-redirect');
    await asked;
    expect(registrationState.proveMobileAuthState).toBe('pending');
    expect(registrationState.proveRedirectUri).toBe('/?proveStatus=success');
    expect(deps.redirect).toHaveBeenCalledWith('/?proveStatus=success');
    // Not in mock mode: no mock settings travel.
    expect(ctx.server.requests[0]?.headers).not.toHaveProperty('prove-mock-status');
  });

  it('mock mode sends the outcome asked for in the prove-mock-status header', async () => {
    registrationState.testSettings = { proveMockStatus: 'failure' };
    replyByPath(ctx.server, {
      'GET /api/prove-redirect-uri': { body: { proveRedirectUri: '/?proveStatus=failed' } },
    });
    await createPhoneActions(
      testDeps(ctx.server, { proveMobileAuth: true, proveMockMode: true }),
    ).requestProveRedirect();
    expect(ctx.server.requests[0]?.headers['prove-mock-status']).toBe('failure');
  });

  it('a failed request leaves the state as it was, with the error', async () => {
    registrationState.proveMobileAuthState = 'failure';
    replyByPath(ctx.server, { 'GET /api/prove-redirect-uri': { status: 500, body: {} } });
    const deps = testDeps(ctx.server, { proveMobileAuth: true });
    await createPhoneActions(deps).requestProveRedirect();
    expect(registrationState.proveMobileAuthState).toBe('failure');
    expect(registrationState.error).toBe(ERROR_MESSAGES.default);
    expect(deps.redirect).not.toHaveBeenCalled();
  });

  it('invalidation clears the token and asks for an access request again', async () => {
    registrationState.regAccessToken = 'old-token';
    await createSessionActions(
      testDeps(ctx.server, { proveMobileAuth: true }),
    ).confirmNumberAgain();
    expect(registrationState).toMatchObject({
      regAccessToken: null,
      needsAccessRequest: true,
      proveMobileAuthState: 'invalidated',
    });
    expect(userState.nextRegStep).toBe('validate');
  });

  it('after success the code is a plain verification: no access request is needed', async () => {
    registrationState.proveMobileAuthState = 'success';
    registrationState.needsAccessRequest = false;
    await createPhoneActions(testDeps(ctx.server, { proveMobileAuth: true })).sendPinOnce();
    expect(sent()).toEqual(['POST /api/v1/phone-verification/verify']);
  });
});

describe('email verification (sections 4 and 7)', () => {
  const link = {
    tokenizedLink: 'http://localhost/?verifyEmailToken=t-1&userId=usr_1',
    userId: 'usr_1',
  };

  it('sends tokenized_link and user_id; success gives verified', async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/verify-email': { body: { email_verification_status: 'verified' } },
    });
    await createLinkActions(testDeps(ctx.server)).verifyEmail(link);
    expect(ctx.server.requests[0]?.body).toEqual({
      tokenized_link: link.tokenizedLink,
      user_id: 'usr_1',
    });
    expect(registrationState.emailVerificationStatus).toBe('verified');
  });

  it('failure gives unverified, with no error over the page', async () => {
    registrationState.emailVerificationStatus = 'verified';
    replyByPath(ctx.server, {
      'POST /api/v1/verify-email': { status: 400, body: { code: 'ERR_INVALID_EMAIL_TOKEN' } },
    });
    await createLinkActions(testDeps(ctx.server)).verifyEmail(link);
    expect(registrationState.emailVerificationStatus).toBe('unverified');
    expect(registrationState.error).toBeNull();
  });
});

describe("the product's own calls, where the product makes them (section 7)", () => {
  const loggedIn = {
    token: 'session-jwt',
    user: { id: 'usr_9', familyUid: 'fam_9', role: 'parent' },
    nextRegisterStep: 'register',
  };

  it('once the user is known: browser data, its family link, and with personasServiceEnabled the experimentation sync and identify', async () => {
    replyByPath(ctx.server, { 'POST /api/v1/auth': { body: loggedIn } });
    editDraft(FORMS.login, { password: 'correct-horse' });
    await createSessionActions(
      testDeps(ctx.server, { personasServiceEnabled: true }),
    ).submitLogin();
    // Nobody waits for them (the next step does not), so they are looked for as they arrive.
    const own = () =>
      ctx.server.requests
        .filter((request) => request.path.startsWith('/api/'))
        .map((request) => [request.path, request.body]);
    await vi.waitFor(() => expect(own().map(([path]) => path)).toContain('/api/personas-identify'));
    expect(own()).toEqual(
      expect.arrayContaining([
        ['/api/browser-data', { userId: 'usr_9', browserData: { timeZone: 'America/Chicago' } }],
        ['/api/browser-data-link', { userId: 'usr_9', familyUid: 'fam_9' }],
        [
          '/api/personas-link',
          { anonymousId: 'anon-test', userId: 'usr_9', traits: { role: 'parent' } },
        ],
        [
          '/api/personas-identify',
          { anonymousId: 'anon-test', userId: 'usr_9', traits: { role: 'parent' } },
        ],
      ]),
    );
  });

  it('without personasServiceEnabled no personas call goes out', async () => {
    replyByPath(ctx.server, { 'POST /api/v1/auth': { body: loggedIn } });
    editDraft(FORMS.login, { password: 'correct-horse' });
    await createSessionActions(testDeps(ctx.server)).submitLogin();
    // Started in the same turn as the personas calls would be: once they are in, so would be.
    await vi.waitFor(() =>
      expect(sent()).toEqual(
        expect.arrayContaining(['POST /api/browser-data', 'POST /api/browser-data-link']),
      ),
    );
    expect(sent().filter((call) => call.includes('personas'))).toEqual([]);
  });

  it('the next step does not wait for the personas sync (its back-off can take seconds)', async () => {
    replyByPath(ctx.server, { 'POST /api/v1/auth': { body: loggedIn } });
    editDraft(FORMS.login, { password: 'correct-horse' });
    const deps = testDeps(ctx.server, { personasServiceEnabled: true });
    // A sync still retrying: it never settles within this test.
    deps.clients.own.syncExperimentation = () => new Promise(() => {});
    await createSessionActions(deps).submitLogin();
    expect(registrationState.loading).toBe(false);
    expect(registrationState.jwt).toBe('session-jwt');
  });

  it('micro-deposits started on a manual bank account: the discovery call', async () => {
    registrationState.registrationToken = 'reg-token';
    replyByPath(ctx.server, {
      'POST /api/v1/registration/answer': {
        body: {
          nextQuestions: [{ name: 'set_initial_funding_amount' }],
          extras: [
            { action: 'set_manual_bank_account', funding: { id: 'fa_7', type: 'checking' } },
          ],
        },
      },
    });
    await createRegistrationActions(testDeps(ctx.server)).answer({
      set_funding_account: { type: 'checking' },
    });
    const discovery = ctx.server.requests.find((r) => r.path === '/api/v1/micro-deposit-discovery');
    expect(discovery?.body).toEqual({ funding_account_id: 'fa_7', funding_type: 'checking' });
  });

  it('the SMS opt-in subscribes the family when the person presses it, and says so', async () => {
    userState.registeredUser = { token: 't', user: { id: 'usr_9' } } as never;
    await createRegistrationActions(
      testDeps(ctx.server, { smsNotifications: true }),
    ).subscribeSms();
    expect(ctx.server.requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/subscribe-sms', { userId: 'usr_9', subscriptionType: 'account_alerts' }],
    ]);
    expect(formState.drafts[FORMS.smsNotifications]).toEqual({ status: 'subscribed' });
  });
});
