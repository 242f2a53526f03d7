import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED } from '../../vocabulary/magic-values';
import { startTestServer, type TestServer } from './support/test-server';

const LOCKED = {
  code: 'ERR_RATE_LIMITED',
  message:
    'Too many wrong passwords for this number. Please reset your password, or try again tomorrow.',
};

/** Each attempt from an address of its own, as a botnet behind the load balancer would. */
const loginFrom = (server: TestServer, address: string, phoneNumber: string, password: string) =>
  server.request('POST', '/api/v1/auth', { phoneNumber, password }, { 'x-forwarded-for': address });
const addressOf = (i: number) => `198.51.${100 + (i >> 8)}.${i & 255}`;

describe('wrong passwords per account, whatever the addresses', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The short pause is lifted so the 100-in-a-row lock is what stops the guessing.
    server = await startTestServer({
      realLimits: true,
      env: { TRUST_PROXY: 'loopback', LOGIN_PAUSE_AFTER_FAILURES: '1000' },
    });
  });
  afterAll(() => server.close());

  it('locks the number after 100 wrong passwords in a row: the right one then gives no session, until a reset', async () => {
    const { phoneNumber, password, email } = SEEDED.forgetfulParent;
    const statuses: number[] = [];
    for (let i = 0; i < 101; i += 1) {
      statuses.push(
        (await loginFrom(server, addressOf(i), phoneNumber, `Wrong-guess-${i}`)).status,
      );
    }
    expect(statuses).toEqual([...Array(100).fill(401), 429]);
    const right = await loginFrom(server, addressOf(101), phoneNumber, password);
    expect(right.status).toBe(429);
    expect(right.body).toEqual(LOCKED);
    expect(right.body.token).toBeUndefined();

    // Another number is not held up by it.
    const other = await loginFrom(
      server,
      addressOf(102),
      SEEDED.completeParent.phoneNumber,
      SEEDED.completeParent.password,
    );
    expect(other.status).toBe(200);

    // The emailed reset proves the account's email: the family is let straight back in.
    await server.request('POST', '/api/v1/auth/forgot', { email });
    const [mail] = await server.outbox(email);
    const newPassword = 'Quarry-Lantern-Meadow-8';
    const reset = await server.request('POST', '/api/v1/identity/reset-password', {
      url: mail!.data.link,
      password: newPassword,
    });
    expect(reset.status).toBe(200);
    const after = await loginFrom(server, addressOf(103), phoneNumber, newPassword);
    expect(after.status).toBe(200);
    expect(after.body.token).toEqual(expect.any(String));
  });
});
