import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

// Every state-changing call of the server, own endpoints and sandboxes alike.
const CALLS: Array<[string, string]> = [
  ['POST', '/api/v1/phone-check'],
  ['POST', '/api/v1/auth'],
  ['POST', '/api/v1/auth/forgot'],
  ['POST', '/api/v1/auth/usr_x/reset'],
  ['POST', '/api/v1/verify-email'],
  ['POST', '/api/v1/micro-deposit-discovery'],
  ['POST', '/api/v1/phone-verification/access-request'],
  ['POST', '/api/v1/phone-verification/verify'],
  ['POST', '/api/v1/phone-verification/voice-pin'],
  ['PUT', '/api/v1/phone-verification/confirm'],
  ['POST', '/growth/api/v2/registration/access-request'],
  ['PUT', '/growth/api/v2/registration/confirm'],
  ['POST', '/api/v1/registration/initialize'],
  ['POST', '/api/v1/registration/answer'],
  ['POST', '/api/v1/registration/query-with-params?actionType=get_plaid_link_token'],
  ['POST', '/api/v1/registration/has-registration'],
  ['POST', '/api/v1/identity/reset-password'],
  ['POST', '/api/v1/identity/validate-reset-password-token'],
  ['POST', '/onboarding/initialize'],
  ['POST', '/api/browser-data'],
  ['POST', '/api/browser-data-link'],
  ['POST', '/api/subscribe-sms'],
  ['POST', '/api/track-custom-event'],
  ['POST', '/api/identify-users'],
  ['POST', '/api/fetch-toggles'],
  ['POST', '/api/personas-link'],
  ['POST', '/api/personas-identify'],
];

// Not an object at all: every call refuses these.
const NOT_OBJECTS = ['null', '"a string"', '12', '[]', '[{"phoneNumber":"+15555550101"}]'];
// Objects with wrong types and unknown keys: refused, or accepted with the unknown keys dropped
// where every field of the call is optional; never a crash.
const WRONG_TYPES: unknown[] = [
  {
    phone_number: 12,
    phoneNumber: { nested: true },
    password: ['x'],
    answers: 'no',
    params: 3,
    url: 7,
  },
  { answers: { set_user_email: { deeply: { nested: [1, 2, { x: null }] } } }, access_token: 42 },
  { user_id: '', browser_data: 'x', traits: [1], attributes: 'x', event: 12 },
];

describe('bad bodies on every call', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('are answered 4xx with a code and a message (or accepted without the junk), never a crash', async () => {
    const failures: string[] = [];
    for (const [method, url] of CALLS) {
      for (const body of [...NOT_OBJECTS, ...WRONG_TYPES]) {
        const response = await server.request(method, url, body, {
          authorization: 'Bearer not-a-token',
        });
        const refused =
          response.status >= 400 && response.status < 500 && typeof response.body.code === 'string';
        const accepted = response.status < 300 && WRONG_TYPES.includes(body);
        if (!refused && !accepted)
          failures.push(`${method} ${url} ${JSON.stringify(body)} -> ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await server.request('GET', '/healthz')).status).toBe(200);
    expect(server.logs.join('\n')).not.toContain('"level":50');
  });
});
