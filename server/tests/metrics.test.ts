import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { mayReadMetrics } from '../metrics/config';
import { parentAnswers, startParentRegistration } from './support/test-flows';
import { startTestServer, type TestServer } from './support/test-server';

/** An address of this machine that is not loopback, if it has one (a container's eth0). */
function outsideAddress(): string | undefined {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) {
      if (!entry.internal && entry.family === 'IPv4') return entry.address;
    }
  }
  return undefined;
}

const scrape = (port: number, host = '127.0.0.1', headers: Record<string, string> = {}) =>
  fetch(`http://${host}:${port}/metrics`, { headers });

describe('the metrics listener', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_PORT: '0' } });
  });
  afterAll(() => server?.close());

  it('after one registration shows the route, funnel, SMS and dependency series, no raw path', async () => {
    const registering = await startParentRegistration(server);
    for (const answers of parentAnswers(registering.phoneNumber)) await registering.answer(answers);
    const done = await server.request('POST', '/api/v1/registration/complete', undefined, {
      authorization: `Bearer ${registering.token()}`,
    });
    expect(done.status).toBe(200);
    await server.request('GET', `/reset-password/parent/usr_x/${'a'.repeat(40)}`);

    const response = await scrape(server.metricsPort!);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /webreg_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/registration\/answer",status="200"\} \d+/,
    );
    expect(text).toMatch(/webreg_registrations_started_total\{flow="parent_flow_1"\} [1-9]/);
    expect(text).toMatch(/webreg_registrations_completed_total\{flow="parent_flow_1"\} [1-9]/);
    expect(text).toMatch(
      /webreg_registration_steps_reached_total\{flow="parent_flow_1",step="account_email"\} [1-9]/,
    );
    expect(text).toMatch(
      /webreg_registration_steps_reached_total\{flow="parent_flow_1",step="complete"\} [1-9]/,
    );
    expect(text).toMatch(/webreg_messages_sent_total\{channel="sms",kind="code"\} [1-9]/);
    expect(text).toMatch(/webreg_dependency_up\{dependency="database"\} 1/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    // Labels are patterns and names: no phone number, token or reset-link path.
    expect(text).not.toContain(registering.phoneNumber.slice(2));
    expect(text).not.toContain('aaaaaaaaaa');
    expect(text).not.toContain('@example.com');
  });

  it('is not on the public port, and no X-Forwarded-For opens it', async () => {
    expect((await server.request('GET', '/metrics')).status).toBe(404);
    // A forwarded address from outside changes nothing: the socket's own address decides.
    const forwarded = await scrape(server.metricsPort!, '127.0.0.1', {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(forwarded.status).toBe(200);
  });

  it('refuses a socket whose remote address is not loopback nor allowed', () => {
    const allowed = loadConfig({ METRICS_PORT: '0', METRICS_ALLOW: '10.1.0.0/16,fd00::7' }).metrics!
      .allowed;
    expect(mayReadMetrics(allowed, '127.0.0.1')).toBe(true);
    expect(mayReadMetrics(allowed, '::ffff:127.0.0.1')).toBe(true);
    expect(mayReadMetrics(allowed, '::1')).toBe(true);
    expect(mayReadMetrics(allowed, '10.1.200.3')).toBe(true);
    expect(mayReadMetrics(allowed, 'fd00::7')).toBe(true);
    expect(mayReadMetrics(allowed, '10.2.0.1')).toBe(false);
    expect(mayReadMetrics(allowed, '::ffff:203.0.113.9')).toBe(false);
    expect(mayReadMetrics(allowed, undefined)).toBe(false);
    expect(() => loadConfig({ METRICS_ALLOW: 'everyone' })).toThrow(/METRICS_ALLOW/);
  });

  const outside = outsideAddress();
  it.skipIf(!outside)(
    'answers 403 to a scrape from a non-loopback address',
    async () => {
      const exposed = await startTestServer({
        env: { METRICS_PORT: '0', METRICS_HOST: outside! },
      });
      try {
        // Connecting to this machine's own outside address: the socket's remote address is it.
        const refused = await scrape(exposed.metricsPort!, outside, {
          'x-forwarded-for': '127.0.0.1',
        });
        expect(refused.status).toBe(403);
        expect(await refused.text()).not.toContain('webreg_');
      } finally {
        await exposed.close();
      }
    },
    30_000,
  );
});
