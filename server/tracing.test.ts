import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './tests/support/test-server';

// A stand-in OTLP collector: it keeps every export (OTLP over HTTP, JSON) it is sent.
async function startCollector() {
  const exports: Array<{ path: string; body: string }> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      exports.push({ path: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exports,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('traces over OTLP', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let server: TestServer;
  beforeAll(async () => {
    collector = await startCollector();
    server = await startTestServer({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url } });
  });
  afterAll(async () => {
    await collector?.close();
  });

  it("joins the caller's trace, names the span by route, and puts the trace id on the log line", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const phoneNumber = '+15555559001';
    const checked = await server.request(
      'POST',
      '/api/v1/phone-check',
      { phoneNumber, deviceUuid: 'device-trace', pinLength: 6 },
      { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    );
    expect(checked.status).toBe(200);
    const line = server.logs.find(
      (entry) => entry.includes('"msg":"request"') && entry.includes('/api/v1/phone-check'),
    );
    expect(JSON.parse(line!).trace_id).toBe(traceId);
    // Closing flushes the batch of spans to the collector.
    await server.close();
    const sent = collector.exports.find((entry) => entry.path === '/v1/traces');
    expect(sent).toBeDefined();
    const spans = JSON.parse(sent!.body).resourceSpans.flatMap(
      (resource: { scopeSpans: Array<{ spans: unknown[] }> }) =>
        resource.scopeSpans.flatMap((scope) => scope.spans),
    ) as Array<{ traceId: string; name: string; attributes: Array<{ key: string }> }>;
    const span = spans.find((candidate) => candidate.traceId === traceId);
    expect(span?.name).toBe('POST /api/v1/phone-check');
    expect(span?.attributes.map((attribute) => attribute.key).sort()).toEqual([
      'http.request.method',
      'http.response.status_code',
      'http.route',
    ]);
    // No phone number, path or body in what was exported.
    expect(sent!.body).not.toContain(phoneNumber.slice(2));
  });
});
