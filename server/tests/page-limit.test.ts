import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED } from '../rate-limits';
import { fakeClientDir } from './support/test-client-dir';
import { startTestServer, type TestServer } from './support/test-server';

describe('the per-IP limit outside the API (PAGE_RATE_LIMIT_PER_MINUTE)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      clientDir: fakeClientDir(),
      realLimits: true,
      env: { PAGE_RATE_LIMIT_PER_MINUTE: '41', TRUST_PROXY: 'loopback' },
    });
  });
  afterAll(() => server.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('lets a page load of 40 assets through, then answers 429 in the catalogue shape', async () => {
    const page = await server.request('GET', '/', undefined, from('10.0.0.1'));
    expect(page.status).toBe(200);
    for (let i = 0; i < 40; i++) {
      const asset = await server.request('GET', '/assets/app.js', undefined, from('10.0.0.1'));
      expect(asset.status).toBe(200);
    }
    const over = await server.request('GET', '/no-such-page', undefined, from('10.0.0.1'));
    expect(over.status).toBe(429);
    expect(over.body).toEqual(RATE_LIMITED);
  });

  it('counts per address, and leaves /healthz and the API to their own limits', async () => {
    expect((await server.request('GET', '/', undefined, from('10.0.0.2'))).status).toBe(200);
    expect((await server.request('GET', '/healthz', undefined, from('10.0.0.1'))).status).toBe(200);
    const api = await server.request('POST', '/api/fetch-toggles', {}, from('10.0.0.1'));
    expect(api.status).toBe(200);
    const unknownApi = await server.request(
      'GET',
      '/api/no-such-call',
      undefined,
      from('10.0.0.1'),
    );
    expect(unknownApi.status).toBe(404);
  });
});
