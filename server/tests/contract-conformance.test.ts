import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type core, safeParse } from 'zod/mini';
import { answerResponse, pricingPlanRecord } from '../../flows/services/contract/entity-schemas';
import { errorBody } from '../../flows/services/contract/error-body';
import * as other from '../../flows/services/contract/other-services';
import * as own from '../../flows/services/contract/own-server';
import * as phone from '../../flows/services/contract/phone-verification';
import * as registration from '../../flows/services/contract/registration';
import * as web from '../../flows/services/contract/web-registration';
import { SEEDED } from '../../vocabulary/magic-values';
import { parentAt, TEST_PASSWORD } from './support/test-flows';
import { startTestServer, type TestServer } from './support/test-server';

/** The response must parse with the contract's schema for that call, as the client will. */
function conforms(schema: core.$ZodType, body: unknown) {
  const result = safeParse(schema, body);
  expect(result.success ? [] : result.error.issues).toEqual([]);
}

describe('sandbox answers conform to the wire contract', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('phone, PIN and registration calls', async () => {
    const phoneNumber = '+15555559101';
    const device = { phoneNumber, deviceUuid: 'd' };
    conforms(
      web.phoneCheckResponse,
      (await server.request('POST', '/api/v1/phone-check', { phone_number: phoneNumber })).body,
    );
    conforms(
      phone.pinSentResponse,
      (await server.request('POST', '/api/v1/phone-verification/access-request', device)).body,
    );
    const voice = { phoneNumber: '+15555559103', deviceUuid: 'd' };
    const voicePin = () => server.request('POST', '/growth/api/v2/registration/voice-pin', voice);
    conforms(phone.pinSentResponse, (await voicePin()).body);
    // A second call inside the 30 s cooldown is refused in the contract's error shape.
    conforms(errorBody, (await voicePin()).body);
    const wrong = await server.request('PUT', '/api/v1/phone-verification/confirm', {
      ...device,
      confirmCode: '000001',
    });
    conforms(errorBody, wrong.body);
    const [sms] = await server.outbox(phoneNumber);
    const confirmed = await server.request('PUT', '/api/v1/phone-verification/confirm', {
      ...device,
      confirmCode: sms!.data.code,
    });
    conforms(phone.confirmCodeResponse, confirmed.body);
    const init = await server.request('POST', '/api/v1/registration/initialize', {
      access_token: confirmed.body.accessToken,
    });
    conforms(answerResponse, init.body);
    const auth = { authorization: `Bearer ${init.body.registrationToken}` };
    const answered = await server.request(
      'POST',
      '/api/v1/registration/answer',
      { answers: { set_user_email: 'conform@example.com' } },
      auth,
    );
    conforms(answerResponse, answered.body);
    conforms(
      answerResponse,
      (await server.request('GET', '/api/v1/registration/answers', undefined, auth)).body,
    );
    conforms(
      registration.hasRegistrationResponse,
      (
        await server.request('POST', '/api/v1/registration/has-registration', {
          phone: phoneNumber,
        })
      ).body,
    );
    conforms(
      registration.verifyPromoCodeResponse,
      (
        await server.request(
          'GET',
          '/api/v1/registration/verify-code/?code=SANDBOX-EARNED',
          undefined,
          auth,
        )
      ).body,
    );
  });

  it('a whole parent registration to complete, and the signed-in calls after it', async () => {
    const parent = await parentAt(server, 'funding');
    const auth = { authorization: `Bearer ${parent.token()}` };
    const link = await server.request(
      'POST',
      '/api/v1/registration/query-with-params?actionType=get_plaid_link_token',
      { params: {} },
      auth,
    );
    conforms(registration.plaidLinkTokenResponse, link.body);
    const funded = await parent.answer({
      set_funding_account: { type: 'debit', payment_method_nonce: 'sandbox-debit-challenge-nonce' },
    });
    conforms(answerResponse, funded);
    const verified = await server.request(
      'POST',
      '/api/v1/registration/query-with-params?actionType=verify_instant_funding_account',
      {
        params: {
          instant_funding_account_id: funded.extras[0].funding.id,
          amount_1: 0.32,
          amount_2: 0.45,
        },
      },
      { authorization: `Bearer ${parent.token()}` },
    );
    conforms(registration.verifyInstantFundingResponse, verified.body);
    for (const actionType of registration.QUERY_ACTION_TYPES) {
      const response = await server.request(
        'GET',
        `/api/v1/registration/query?actionType=${actionType}`,
        undefined,
        {
          authorization: `Bearer ${parent.token()}`,
        },
      );
      conforms(registration.queryResponses[actionType], response.body);
    }
    await parent.answer({ set_initial_funding_amount: 50 });
    const done = await server.request('POST', '/api/v1/registration/complete', undefined, {
      authorization: `Bearer ${parent.token()}`,
    });
    conforms(registration.completeResponse, done.body);

    const login = await server.request('POST', '/api/v1/auth', {
      phone_number: parent.phoneNumber,
      password: TEST_PASSWORD,
    });
    conforms(web.loginResponse, login.body);
    const session = { authorization: `Bearer ${login.body.token}` };
    conforms(
      web.userResponse,
      (await server.request('GET', '/api/v1/user', undefined, session)).body,
    );
    conforms(
      pricingPlanRecord,
      (await server.request('GET', '/v2/family/pricing-plan', undefined, session)).body,
    );
  });

  it('password, bank, email and the other services', async () => {
    conforms(
      web.forgotPasswordResponse,
      (await server.request('POST', '/api/v1/auth/forgot', { email: SEEDED.completeParent.email }))
        .body,
    );
    const [email] = await server.outbox(SEEDED.completeParent.email);
    const url = email!.data.link;
    conforms(
      other.validateResetPasswordTokenResponse,
      (await server.request('POST', '/api/v1/identity/validate-reset-password-token', { url }))
        .body,
    );
    conforms(web.bankNameResponse, (await server.request('GET', '/api/v1/bank/110000000')).body);
    conforms(
      web.validEmailResponse,
      (await server.request('GET', '/api/v1/valid-email?email=pat@gmial.com')).body,
    );
    conforms(
      other.onboardingInitializeResponse,
      (await server.request('POST', '/onboarding/initialize', { phoneNumber: '+15555559102' }))
        .body,
    );
    const reset = await server.request('POST', '/api/v1/identity/reset-password', {
      url,
      device_id: 'd',
      password: 'Lantern-Maple-Harbor-9',
    });
    conforms(other.identityResetPasswordResponse, reset.body);
  });

  it("the product's own endpoints", async () => {
    const calls: Array<[string, string, unknown, core.$ZodType]> = [
      [
        'POST',
        '/api/browser-data',
        { userId: 'u1', browserData: { ip_addresses: ['203.0.113.1'] } },
        own.acceptedResponse,
      ],
      ['POST', '/api/browser-data-link', { userId: 'u1', familyUid: 'f1' }, own.acceptedResponse],
      ['GET', '/api/kyc-failure-type?identityId=u1', undefined, own.kycFailureTypeResponse],
      [
        'POST',
        '/api/subscribe-sms',
        { userId: 'u1', subscriptionType: 'alerts' },
        own.subscribeSmsResponse,
      ],
      ['POST', '/api/track-custom-event', { event: 'Step Viewed' }, own.acceptedResponse],
      ['POST', '/api/identify-users', { anonymousId: 'a' }, own.acceptedResponse],
      ['GET', '/api/prove-redirect-uri', undefined, own.proveRedirectUriResponse],
      ['POST', '/api/fetch-toggles', { anonymousId: 'a' }, own.fetchTogglesResponse],
      ['POST', '/api/personas-link', { anonymousId: 'a', userId: 'u1' }, own.acceptedResponse],
      ['POST', '/api/personas-identify', { anonymousId: 'a' }, own.acceptedResponse],
    ];
    for (const [method, url, body, schema] of calls) {
      const response = await server.request(method, url, body);
      expect({ url, status: response.status < 300 }).toEqual({ url, status: true });
      conforms(schema, response.body);
    }
  });
});
