import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttp } from './http';
import { createOwnServerClient } from './own-server-client';
import { startTestServer, type TestServer } from './test-http-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.setReply(() => ({ status: 200, body: {} }));
});

describe('createHttp', () => {
  it('sends the common headers of section 7 and only those with a value', async () => {
    const http = createHttp({
      origin: server.origin,
      headers: () => ({ clientIpAddress: '203.0.113.7', testTracer: 'trace-1', anonymousId: null }),
    });
    await http('phoneCheck', { body: { phoneNumber: '+15555550100' } });
    const [request] = server.requests;
    expect(request?.headers['client-ip-address']).toBe('203.0.113.7');
    expect(request?.headers['x-test-tracer']).toBe('trace-1');
    expect(request?.headers).not.toHaveProperty('segment-anonymous-id');
  });

  it('asks in the page’s language (Accept-Language), which decides what the server sends', async () => {
    const http = createHttp({ origin: server.origin });
    await http('accessRequest', { body: { phoneNumber: '+15555550100', deviceUuid: 'd' } });
    expect(server.requests[0]?.headers['accept-language']).toBe('en');
  });

  it('keeps the browser-data calls (nobody waits for them) alive past the page, no other', async () => {
    const seen: Array<boolean | undefined> = [];
    const spy: typeof fetch = (input, init) => {
      seen.push(init?.keepalive);
      return fetch(input, init);
    };
    const http = createHttp({ origin: server.origin, fetch: spy });
    await createOwnServerClient(http, () => {}).browserData({ userId: 'u1', browserData: {} });
    await http('phoneCheck', { body: { phoneNumber: '+15555550100' } });
    expect(seen).toEqual([true, undefined]);
  });

  it('reads camelCase back from snake_case answers', async () => {
    server.setReply(() => ({
      body: { next_register_step: 'set_plan', user: { family_uid: 'f1' } },
    }));
    const http = createHttp({ origin: server.origin });
    expect(await http('login', { body: {} })).toEqual({
      nextRegisterStep: 'set_plan',
      user: { familyUid: 'f1' },
    });
  });

  it('resolves an empty answer (204) to undefined', async () => {
    server.setReply(() => ({ status: 204 }));
    const http = createHttp({ origin: server.origin });
    expect(await http('acceptTerms', { query: { deviceId: 'd' } })).toBeUndefined();
  });

  it('rejects with the status and the parsed error body', async () => {
    server.setReply(() => ({ status: 422, body: { code: 'ERR_X', detail: 'Bad date' } }));
    const http = createHttp({ origin: server.origin });
    await expect(http('login', { body: {} })).rejects.toMatchObject({
      status: 422,
      json: { code: 'ERR_X', detail: 'Bad date' },
    });
  });

  it('uses a replaced base for a real upstream', async () => {
    const http = createHttp({ bases: { family: `${server.origin}/real-family` } });
    await http('pricingPlan');
    expect(server.requests[0]?.path).toBe('/real-family/pricing-plan');
  });

  it('gives up after the timeout (30000 ms by default) with a TimeoutError', async () => {
    server.setReply(() => ({ delayForever: true }));
    const http = createHttp({ origin: server.origin, timeoutMs: 50 });
    await expect(http('user')).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
