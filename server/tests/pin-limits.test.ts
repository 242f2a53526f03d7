import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-database';
import { manualClock, SECOND } from '../sandbox/clock';
import { PIN_RULES } from '../sandbox/pins';
import { nextPhone } from './support/test-flows';
import { startTestServer, type TestServer } from './support/test-server';

describe.each(testDatabaseKinds)('PIN limits per phone and client IP over HTTP on %s', (kind) => {
  let server: TestServer;
  const clock = manualClock(new Date());
  beforeAll(async () => {
    // The client IP comes from X-Forwarded-For, as behind the load balancer.
    server = await startTestServer({ kind, clock, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => server.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it("an attacker from another IP spending the phone's allowance does not stop the owner", async () => {
    const phoneNumber = nextPhone();
    const attacker = { phoneNumber, deviceUuid: 'attacker-device' };
    const statuses: number[] = [];
    for (let i = 0; i <= PIN_RULES.maxSendsPerHour; i += 1) {
      const sent = await server.request(
        'POST',
        '/api/v1/phone-verification/access-request',
        attacker,
        from('203.0.113.7'),
      );
      statuses.push(sent.status);
      clock.advance(31 * SECOND);
    }
    expect(statuses).toEqual([...Array(PIN_RULES.maxSendsPerHour).fill(200), 429]);

    const owner = { phoneNumber, deviceUuid: 'owner-device' };
    const sent = await server.request(
      'POST',
      '/api/v1/phone-verification/access-request',
      owner,
      from('198.51.100.20'),
    );
    expect(sent.status).toBe(200);
    const [sms] = await server.outbox(phoneNumber);
    const confirmed = await server.request(
      'PUT',
      '/api/v1/phone-verification/confirm',
      { ...owner, confirmCode: sms!.data.code },
      from('198.51.100.20'),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.accessToken).toEqual(expect.any(String));
  });

  it('a new code from the same IP gives no fresh guesses', async () => {
    const phoneNumber = nextPhone();
    const phone = { phoneNumber, deviceUuid: 'guessing-device' };
    const guess = async () => {
      const [sms] = await server.outbox(phoneNumber);
      const wrongCode = sms!.data.code === '000000' ? '111111' : '000000';
      return server.request(
        'PUT',
        '/api/v1/phone-verification/confirm',
        { ...phone, confirmCode: wrongCode },
        from('203.0.113.8'),
      );
    };
    const send = () =>
      server.request(
        'POST',
        '/api/v1/phone-verification/access-request',
        phone,
        from('203.0.113.8'),
      );
    const remaining: number[] = [];
    for (let code = 0; code < 3; code += 1) {
      if ((await send()).status !== 200) break;
      for (let i = 0; i < 2; i += 1) remaining.push((await guess()).body.attemptsRemaining);
      clock.advance(31 * SECOND);
    }
    // Three codes, but five wrong tries in all; then no code is sent until the hour passes.
    expect(remaining).toEqual([4, 3, 2, 1, 0, 0]);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('ERR_PIN_SEND_LIMIT');
  });
});
