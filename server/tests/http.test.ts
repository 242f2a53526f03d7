import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

describe('HTTP hardening', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('sends strict security headers and no-store on the API', async () => {
    const response = await server.request('POST', '/api/fetch-toggles', { anonymous_id: 'a1' });
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('answers bad bodies with a clear 4xx in JSON and keeps serving', async () => {
    const url = '/api/v1/phone-check';
    const cases: Array<[string, unknown, Record<string, string>, number, string]> = [
      [
        'form post',
        'phoneNumber=1',
        { 'content-type': 'application/x-www-form-urlencoded' },
        415,
        'ERR_UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'text/plain',
        '{"phoneNumber":"+15555550101"}',
        { 'content-type': 'text/plain' },
        415,
        'ERR_UNSUPPORTED_MEDIA_TYPE',
      ],
      ['broken JSON', '{"phoneNumber":', {}, 400, 'ERR_INVALID_JSON'],
      ['wrong type', { phoneNumber: 5555550101 }, {}, 400, 'ERR_INVALID_REQUEST'],
      ['missing field', { deviceUuid: 'd' }, {}, 400, 'ERR_INVALID_REQUEST'],
      ['oversize', { phoneNumber: 'x'.repeat(40_000) }, {}, 413, 'ERR_PAYLOAD_TOO_LARGE'],
      [
        '__proto__ key',
        '{"phoneNumber":"+15555550101","__proto__":{"admin":true}}',
        {},
        400,
        'ERR_INVALID_REQUEST',
      ],
      [
        'nested constructor',
        { phoneNumber: '+15555550101', a: { constructor: { prototype: {} } } },
        {},
        400,
        'ERR_INVALID_REQUEST',
      ],
      ['JSON array', [1, 2], {}, 400, 'ERR_INVALID_REQUEST'],
    ];
    for (const [name, body, headers, status, code] of cases) {
      const response = await server.request('POST', url, body, headers);
      expect({ name, status: response.status, code: response.body.code }).toEqual({
        name,
        status,
        code,
      });
      expect(response.body.message).toEqual(expect.any(String));
      expect(JSON.stringify(response.body)).not.toMatch(/at .*\.ts:\d+/);
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    const healthy = await server.request('POST', url, { phoneNumber: '+15555550101' });
    expect(healthy.status).toBe(200);
  });

  it('drops unknown keys instead of passing them on', async () => {
    const response = await server.request('POST', '/api/v1/phone-check', {
      phoneNumber: '+15555550101',
      role: 'admin',
      is_admin: true,
    });
    expect(response.body).toEqual({ action: 'login', role: 'parent' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await server.request('GET', '/api/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'ERR_NOT_FOUND', message: 'Not found.' });
  });

  it('lets a body-less state change through only with an Authorization header', async () => {
    expect((await server.request('POST', '/api/v1/registration/complete')).status).toBe(415);
    const withAuth = await server.request('POST', '/api/v1/registration/complete', undefined, {
      authorization: 'Bearer x',
    });
    expect(withAuth.status).toBe(401);
  });

  it("names each request by the caller's X-Request-Id or a new one, in the answer and its log line", async () => {
    const MADE = /^r[0-9a-f]{24}$/;
    const logged = (id: string) =>
      server.logs
        .map((line) => JSON.parse(line))
        .filter((line) => line.msg === 'request' && line.requestId === id);

    const made = await server.request('GET', '/healthz');
    const madeId = made.headers.get('x-request-id') ?? '';
    expect(madeId).toMatch(MADE);
    expect(logged(madeId)).toMatchObject([{ method: 'GET', path: '/healthz', status: 200 }]);

    // A caller's id is kept, on an error answer too.
    const kept = await server.request('GET', '/api/nothing-here', undefined, {
      'x-request-id': 'edge-7f3a.c9',
    });
    expect(kept.status).toBe(404);
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a.c9');
    expect(logged('edge-7f3a.c9')).toMatchObject([{ status: 404 }]);

    // Not an id (a forged log field, a flood), or one the log would mask (a UUID reads as a
    // secret token, a phone number as a phone number): replaced, and never logged.
    for (const sent of [
      'x" "status":200',
      'a'.repeat(129),
      '0b7d3c1e-5f2a-4c8e-9d6b-1a2b3c4d5e6f',
      '5555550123',
    ]) {
      const replaced = await server.request('GET', '/healthz', undefined, { 'x-request-id': sent });
      const id = replaced.headers.get('x-request-id') ?? '';
      expect(id).toMatch(MADE);
      expect(logged(id)).toHaveLength(1);
      expect(server.logs.join('\n')).not.toContain(sent);
    }
  });
});

describe('the outbox route', () => {
  it('is not mounted in production', async () => {
    const server = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      expect((await server.request('GET', '/sandbox/outbox')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('CSP_SCRIPT_SRC and CSP_CONNECT_SRC', () => {
  it('add the configured origins, and only those, to the policy', async () => {
    const server = await startTestServer({
      env: {
        CSP_SCRIPT_SRC: 'https://cdn.example.com',
        CSP_CONNECT_SRC: 'https://rum.example.com',
      },
    });
    try {
      const csp = (await server.request('GET', '/healthz')).headers.get('content-security-policy');
      expect(csp).toContain("script-src 'self' https://cdn.example.com;");
      expect(csp).toContain("connect-src 'self' https://rum.example.com;");
    } finally {
      await server.close();
    }
  });
});

describe('BANK_LINK', () => {
  it("adds Plaid Link's script, frame and API origins only when Plaid is configured", async () => {
    const sandbox = await startTestServer();
    const plaid = await startTestServer({ env: { BANK_LINK: 'plaid' } });
    try {
      const policy = async (server: TestServer) =>
        (await server.request('GET', '/healthz')).headers.get('content-security-policy') ?? '';
      const without = await policy(sandbox);
      expect(without).not.toContain('plaid.com');
      expect(without).toContain("frame-src 'self';");
      const csp = await policy(plaid);
      expect(csp).toContain("script-src 'self' https://cdn.plaid.com;");
      expect(csp).toContain("frame-src 'self' https://cdn.plaid.com;");
      expect(csp).toContain(
        "connect-src 'self' https://production.plaid.com https://sandbox.plaid.com;",
      );
    } finally {
      await Promise.all([sandbox.close(), plaid.close()]);
    }
  });
});

describe('<SERVICE>_URL', () => {
  let upstream: http.Server;
  let seen: Array<{ method?: string; url?: string; body: string; auth?: string }> = [];
  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, body, auth: req.headers.authorization });
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ from: 'real family service' }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

  it('sends that service to the real base URL and leaves the other sandboxes mounted', async () => {
    const { port } = upstream.address() as AddressInfo;
    seen = [];
    const server = await startTestServer({ env: { FAMILY_URL: `http://127.0.0.1:${port}/base` } });
    try {
      const response = await server.request('GET', '/v2/family/pricing-plan?x=1', undefined, {
        authorization: 'Bearer abc',
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ from: 'real family service' });
      expect(seen).toEqual([
        { method: 'GET', url: '/base/pricing-plan?x=1', body: '', auth: 'Bearer abc' },
      ]);
      const sandboxed = await server.request('POST', '/api/v1/phone-check', {
        phoneNumber: '+15555550101',
      });
      expect(sandboxed.body.action).toBe('login');
    } finally {
      await server.close();
    }
  });
});
