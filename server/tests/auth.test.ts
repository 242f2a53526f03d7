import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED } from '../../vocabulary/magic-values';
import { MINUTE, manualClock, SECOND } from '../sandbox/clock';
import { startTestServer, type TestServer } from './support/test-server';

describe('login, forgot and reset password over HTTP', () => {
  let server: TestServer;
  const clock = manualClock(new Date());
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  it('logs the seeded parent in and answers every failure with the same words', async () => {
    const { phoneNumber, password } = SEEDED.completeParent;
    const ok = await server.request('POST', '/api/v1/auth', {
      phoneNumber: phoneNumber,
      password,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      action: 'complete',
      user: { role: 'parent', email: SEEDED.completeParent.email },
    });
    const wrong = await server.request('POST', '/api/v1/auth', {
      phoneNumber: phoneNumber,
      password: 'not-the-password',
    });
    const unknown = await server.request('POST', '/api/v1/auth', {
      phoneNumber: '+15555559999',
      password: 'whatever-password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({
      code: 'ERR_UNAUTHORIZED',
      message: 'The phone number or password is incorrect.',
    });
  });

  it('refuses a deactivated account with the spec text', async () => {
    const { phoneNumber, password } = SEEDED.deactivatedParent;
    const response = await server.request('POST', '/api/v1/auth', {
      phoneNumber: phoneNumber,
      password,
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      code: 'ERR_DEACTIVATED',
      message: 'Your account has been deactivated. Please call customer support at 1-888-483-2645.',
    });
  });

  it('answers forgot password the same for a known and an unknown email', async () => {
    const known = await server.request('POST', '/api/v1/auth/forgot', {
      email: SEEDED.completeParent.email,
    });
    const unknown = await server.request('POST', '/api/v1/auth/forgot', {
      email: 'nobody@example.com',
    });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await server.outbox('nobody@example.com')).toEqual([]);
  });

  it('resets by the emailed link once, without signing in, and the new password works', async () => {
    await server.request('POST', '/api/v1/auth/forgot', { email: SEEDED.completeParent.email });
    const [email] = await server.outbox(SEEDED.completeParent.email);
    const { link, token, userId } = email!.data as { link: string; token: string; userId: string };
    expect(link).toBe(`https://join.example.test/reset-password/parent/${userId}/${token}`);
    const valid = await server.request('POST', '/api/v1/identity/validate-reset-password-token', {
      url: link,
    });
    expect(valid.body).toMatchObject({ valid: true });

    // The account's own email and phone number are refused, in the catalogue's words, once
    // the link is proven; a made-up link learns nothing from them.
    const resetWith = (password: string, withToken = token) =>
      server.request('POST', `/api/v1/auth/${userId}/reset`, {
        token: withToken,
        new_password: password,
        verify_password: password,
      });
    for (const own of [SEEDED.completeParent.email, SEEDED.completeParent.phoneNumber]) {
      expect((await resetWith(own, 'made-up')).status).toBe(410);
      const refused = await resetWith(own);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        code: 'ERR_INVALID_PASSWORD',
        message: 'That password is too common. Please choose a different one.',
      });
    }

    const newPassword = 'Lantern-Maple-Harbor-2';
    const body = {
      token,
      deviceUuid: 'd',
      new_password: newPassword,
      verify_password: newPassword,
    };
    const reset = await server.request('POST', `/api/v1/auth/${userId}/reset`, body);
    expect(reset.status).toBe(200);
    // Login follows for the account's number, in whatever tab the link was opened.
    expect(reset.body).toEqual({
      action: 'login',
      phoneNumber: expect.stringMatching(/^\+1\d{10}$/),
    });
    expect(JSON.stringify(reset.body)).not.toMatch(/token/i);
    const again = await server.request('POST', `/api/v1/auth/${userId}/reset`, body);
    expect(again.status).toBe(410);
    const login = await server.request('POST', '/api/v1/auth', {
      phoneNumber: SEEDED.completeParent.phoneNumber,
      password: newPassword,
    });
    expect(login.status).toBe(200);
  });

  it('takes the identity-service variant by URL, and expires links after an hour', async () => {
    await server.request('POST', '/api/v1/auth/forgot', { email: SEEDED.completeParent.email });
    const [email] = await server.outbox(SEEDED.completeParent.email);
    clock.advance(60 * MINUTE);
    const late = await server.request('POST', '/api/v1/identity/reset-password', {
      url: email!.data.link,
      device_id: 'd',
      password: 'Lantern-Maple-Harbor-3',
    });
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('ERR_INVALID_RESET_TOKEN');
  });
});

describe('phone confirmation codes over HTTP', () => {
  let server: TestServer;
  const clock = manualClock(new Date());
  beforeAll(async () => {
    server = await startTestServer({ clock, realLimits: true });
  });
  afterAll(() => server.close());
  const body = (phoneNumber: string, extra: Record<string, unknown> = {}) => ({
    phoneNumber: phoneNumber,
    deviceUuid: 'device-pin',
    pinLength: 6,
    ...extra,
  });

  it('tells how many tries are left and when a resend opens', async () => {
    const phoneNumber = '+15555553001';
    const sent = await server.request(
      'POST',
      '/api/v1/phone-verification/verify',
      body(phoneNumber),
    );
    expect(sent.body).toMatchObject({ sent: true, sendsRemaining: 4, resendAfterSeconds: 30 });
    expect(Date.parse(sent.body.resendAvailableAt) - clock.now().getTime()).toBe(30 * SECOND);
    const [sms] = await server.outbox(phoneNumber);
    const wrongCode = sms!.data.code === '000000' ? '111111' : '000000';
    const wrong = await server.request(
      'PUT',
      '/api/v1/phone-verification/confirm',
      body(phoneNumber, { confirmCode: wrongCode }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'ERR_PIN_INVALID',
      attemptsRemaining: 4,
      resendAfterSeconds: 30,
    });
    clock.advance(10 * SECOND);
    const early = await server.request(
      'POST',
      '/api/v1/phone-verification/verify',
      body(phoneNumber),
    );
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({
      code: 'ERR_PIN_RESEND_COOLDOWN',
      resendAvailableAt: sent.body.resendAvailableAt,
      resendAfterSeconds: 20,
    });
  });

  it('burns a code after 5 wrong tries, accepts a good one once, and expires it after 10 minutes', async () => {
    const confirm = (phoneNumber: string, code: string) =>
      server.request(
        'PUT',
        '/api/v1/phone-verification/confirm',
        body(phoneNumber, { confirmCode: code }),
      );
    const burned = '+15555553101';
    await server.request('POST', '/api/v1/phone-verification/verify', body(burned));
    const [first] = await server.outbox(burned);
    const wrongCode = first!.data.code === '000000' ? '111111' : '000000';
    const tries: Array<[number, number]> = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await confirm(burned, wrongCode);
      tries.push([response.status, response.body.attemptsRemaining]);
    }
    expect(tries).toEqual([
      [400, 4],
      [400, 3],
      [400, 2],
      [400, 1],
      [410, 0],
    ]);
    expect((await confirm(burned, first!.data.code!)).body.code).toBe('ERR_PIN_EXPIRED');

    const once = '+15555553102';
    await server.request('POST', '/api/v1/phone-verification/verify', body(once));
    const [sms] = await server.outbox(once);
    const results = await Promise.all([
      confirm(once, sms!.data.code!),
      confirm(once, sms!.data.code!),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);

    const late = '+15555553103';
    await server.request('POST', '/api/v1/phone-verification/verify', body(late));
    const [lateSms] = await server.outbox(late);
    clock.advance(10 * MINUTE);
    expect((await confirm(late, lateSms!.data.code!)).body.code).toBe('ERR_PIN_EXPIRED');
  });

  it('calls with a voice PIN and answers in the spec words', async () => {
    const phoneNumber = '+15555553002';
    const voice = await server.request('POST', '/api/v1/phone-verification/voice-pin', {
      phoneNumber: phoneNumber,
      deviceUuid: 'd',
    });
    expect(voice.body).toMatchObject({
      sent: true,
      message: 'Calling! Please enter confirmation code below',
    });
    expect((await server.outbox(phoneNumber))[0]).toMatchObject({ channel: 'voice' });
  });

  it('refuses a device that cannot receive SMS with the spec text', async () => {
    const response = await server.request('POST', '/api/v1/phone-check', {
      phoneNumber: SEEDED.noSmsDevice.phoneNumber,
    });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('Please use a device that supports SMS messaging.');
  });

  it('limits sends per IP whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      clock.advance(31 * SECOND);
      const response = await server.request(
        'POST',
        '/api/v1/phone-verification/access-request',
        body(`+1555555${4000 + i}`),
        { 'x-forwarded-for': `10.0.0.${i}` },
      );
      statuses.push(response.status);
    }
    // Earlier tests in this suite made 6 sends from this IP; the limit is 10 per 15 minutes.
    expect(statuses).toEqual([...Array(4).fill(200), ...Array(7).fill(429)]);
  });
});
