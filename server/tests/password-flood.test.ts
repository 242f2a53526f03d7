import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEEDED } from '../../vocabulary/magic-values';
import { passwordWork } from '../sandbox/passwords';
import { holdPasswordSlot } from './support/test-password-work';
import { startTestServer, type TestServer } from './support/test-server';

const NEW_PASSWORD = 'Lantern-Quarry-Meadow-9';
const login = (
  server: TestServer,
  password: string = SEEDED.completeParent.password,
  address = '127.0.0.1',
) =>
  server.request(
    'POST',
    '/api/v1/auth',
    { phoneNumber: SEEDED.completeParent.phoneNumber, password },
    { 'x-forwarded-for': address },
  );
const addressOf = (i: number) => `198.51.100.${i}`;

describe('password hashing under a flood', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'loopback' } });
  }, 30_000);
  afterAll(() => server.close());

  it('runs no scrypt for resets with a made-up link, and a real login still succeeds', async () => {
    const before = passwordWork.stats().started;
    const byUrl = Array.from({ length: 40 }, (_, i) =>
      server.request('POST', '/api/v1/identity/reset-password', {
        url: `https://join.example.test/reset-password/parent/usr_seed_complete_parent/made-up-${i}`,
        password: NEW_PASSWORD,
      }),
    );
    const byId = Array.from({ length: 40 }, (_, i) =>
      server.request('POST', '/api/v1/auth/usr_seed_complete_parent/reset', {
        token: `made-up-${i}`,
        new_password: NEW_PASSWORD,
        verify_password: NEW_PASSWORD,
      }),
    );
    const answers = await Promise.all([...byUrl, ...byId]);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([410]));
    expect(answers[0]!.body.code).toBe('ERR_INVALID_RESET_TOKEN');
    expect(passwordWork.stats().started - before).toBe(0);
    expect((await login(server)).status).toBe(200);
  }, 30_000);

  it('queues hashes up to the bound, refuses more with 503 ERR_BUSY and Retry-After, then recovers', async () => {
    const slots = [holdPasswordSlot(), holdPasswordSlot()];
    expect(passwordWork.stats().running).toBe(2);
    const queued = Array.from({ length: 8 }, (_, i) =>
      login(server, SEEDED.completeParent.password, addressOf(i)),
    );
    await vi.waitFor(() => expect(passwordWork.stats().queued).toBe(8), { timeout: 10_000 });
    // Newcomers that have asked as often as everyone waiting get no place.
    const refused = await Promise.all([
      login(server, SEEDED.completeParent.password, addressOf(8)),
      login(server, 'wrong-password-here', addressOf(9)),
    ]);
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(answer.body).toEqual({
        code: 'ERR_BUSY',
        message: 'We are busy right now. Please try again in a moment.',
      });
    }
    for (const slot of slots) slot.release();
    await Promise.all(slots.map((slot) => slot.held));
    expect((await Promise.all(queued)).map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(passwordWork.stats()).toMatchObject({ running: 0, queued: 0 });
    expect((await login(server)).status).toBe(200);
  }, 30_000);
  it('shares the queue between addresses: a flood from 24 addresses cannot keep out one real login, and is logged once', async () => {
    const before = passwordWork.stats().refused;
    const slots = [holdPasswordSlot(), holdPasswordSlot()];
    // Each flooding address asks three times; at most two of its asks wait.
    const flood = Array.from({ length: 72 }, (_, i) =>
      login(server, `wrong-password-${i}`, `203.0.113.${i % 24}`),
    );
    await vi.waitFor(() => expect(passwordWork.stats().refused - before).toBe(64), {
      timeout: 10_000,
    });
    expect(passwordWork.stats().queued).toBe(8);
    // Someone logging in once from elsewhere takes the place of a flooder's newest ask.
    const real = login(server, SEEDED.completeParent.password, '192.0.2.7');
    await vi.waitFor(() => expect(passwordWork.stats().refused - before).toBe(65), {
      timeout: 10_000,
    });
    for (const slot of slots) slot.release();
    const answer = await real;
    expect(answer.status).toBe(200);
    expect(answer.body.token).toEqual(expect.any(String));
    const statuses = (await Promise.all(flood)).map((flooded) => flooded.status);
    expect(statuses.filter((status) => status === 503)).toHaveLength(65);
    expect(statuses.filter((status) => status === 401)).toHaveLength(7);
    // No error line per refusal: the 67 refusals so far (this test's and the one before) are
    // reported a window of 10 seconds at a time, the first of a window at once.
    const lines = server.logs.map((line) => JSON.parse(line));
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    const warnings = lines.filter(
      (line) => line.msg === 'password work refused: the queue was full',
    );
    expect(warnings[0]).toMatchObject({ level: 40, refused: 1 });
    expect(warnings.length).toBeLessThanOrEqual(4);
  }, 30_000);
});

describe('identity routes are limited per IP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ realLimits: true });
  }, 30_000);
  afterAll(() => server.close());

  it('pauses the password login of a number after 10 wrong passwords in a row, right password or not', async () => {
    const { phoneNumber, password } = SEEDED.widgetParent;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const answer = await server.request('POST', '/api/v1/auth', {
        phoneNumber,
        password: `Wrong-guess-${i}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const right = await server.request('POST', '/api/v1/auth', { phoneNumber, password });
    expect(right.status).toBe(429);
    expect(right.body).toEqual({
      code: 'ERR_RATE_LIMITED',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
  }, 30_000);

  it('limits resets by link and link checks like the other reset calls', async () => {
    const url = 'https://join.example.test/reset-password/parent/usr_x/made-up';
    const resets: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const answer = await server.request('POST', '/api/v1/identity/reset-password', {
        url,
        password: NEW_PASSWORD,
      });
      resets.push(answer.status);
    }
    expect(resets).toEqual([...Array(10).fill(410), 429]);
    const checks: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const answer = await server.request(
        'POST',
        '/api/v1/identity/validate-reset-password-token',
        { url },
      );
      checks.push(answer.status);
    }
    expect(checks).toEqual([...Array(30).fill(410), 429]);
    const limited = await server.request('POST', '/api/v1/identity/reset-password', {
      url,
      password: NEW_PASSWORD,
    });
    expect(limited.body).toEqual({
      code: 'ERR_RATE_LIMITED',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
  }, 30_000);
});
