import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../db/test-database';
import { HOUR, MINUTE, manualClock, SECOND } from './clock';
import { readOutbox } from './outbox';
import { createPinEngine, PIN_RULES } from './pins';

describe.each(testDatabaseKinds)('PIN engine on %s', (kind) => {
  let test: TestDatabase;
  const clock = manualClock();
  let engine: ReturnType<typeof createPinEngine>;
  let phoneSeq = 0;
  const newPhone = () => `+1555210${String(phoneSeq++).padStart(4, '0')}`;
  const device = 'device-1';
  const owner = '192.0.2.1';

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    engine = createPinEngine({ db: test.db, clock, pepper: 'test-pepper' });
  });
  afterAll(() => test.close());

  async function lastCode(phoneNumber: string): Promise<string> {
    const [message] = await readOutbox(test.db, { recipient: phoneNumber, limit: 1 });
    return message!.data.code!;
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a 6-digit code to the outbox and stores only a digest of it', async () => {
    const phoneNumber = newPhone();
    const sent = await engine.send({
      phoneNumber,
      deviceUuid: device,
      channel: 'sms',
      locale: 'en',
      client: owner,
    });
    expect(sent).toMatchObject({ ok: true, sendsRemaining: 4 });
    const code = await lastCode(phoneNumber);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await test.db
      .selectFrom('pins')
      .selectAll()
      .where('phone_number', '=', phoneNumber)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(await engine.verify({ phoneNumber, deviceUuid: device, code })).toEqual({ ok: true });
  });

  it('accepts a code once only, even when verified concurrently', async () => {
    const phoneNumber = newPhone();
    await engine.send({
      phoneNumber,
      deviceUuid: device,
      channel: 'sms',
      locale: 'en',
      client: owner,
    });
    const code = await lastCode(phoneNumber);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => engine.verify({ phoneNumber, deviceUuid: device, code })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await engine.verify({ phoneNumber, deviceUuid: device, code })).toMatchObject({
      ok: false,
    });
  });

  it('is bound to the device that requested it', async () => {
    const phoneNumber = newPhone();
    await engine.send({
      phoneNumber,
      deviceUuid: device,
      channel: 'sms',
      locale: 'en',
      client: owner,
    });
    const code = await lastCode(phoneNumber);
    expect(await engine.verify({ phoneNumber, deviceUuid: 'other-device', code })).toMatchObject({
      ok: false,
    });
    expect(await engine.verify({ phoneNumber, deviceUuid: device, code })).toEqual({ ok: true });
  });

  it('expires after 10 minutes', async () => {
    const phoneNumber = newPhone();
    await engine.send({
      phoneNumber,
      deviceUuid: device,
      channel: 'sms',
      locale: 'en',
      client: owner,
    });
    const code = await lastCode(phoneNumber);
    clock.advance(10 * MINUTE);
    expect(await engine.verify({ phoneNumber, deviceUuid: device, code })).toMatchObject({
      ok: false,
      code: 'ERR_PIN_EXPIRED',
    });
  });

  it('counts down the tries left and burns the code after 5 wrong ones', async () => {
    const phoneNumber = newPhone();
    await engine.send({
      phoneNumber,
      deviceUuid: device,
      channel: 'voice',
      locale: 'en',
      client: owner,
    });
    const code = await lastCode(phoneNumber);
    const remaining: number[] = [];
    for (let i = 0; i < PIN_RULES.maxWrongTries; i += 1) {
      const result = await engine.verify({ phoneNumber, deviceUuid: device, code: wrong(code) });
      if (!result.ok) remaining.push(result.attemptsRemaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    expect(await engine.verify({ phoneNumber, deviceUuid: device, code })).toMatchObject({
      ok: false,
      code: 'ERR_PIN_EXPIRED',
    });
  });

  it('retires the old code when a new one is sent', async () => {
    const phoneNumber = newPhone();
    await engine.send({
      phoneNumber,
      deviceUuid: device,
      channel: 'sms',
      locale: 'en',
      client: owner,
    });
    const first = await lastCode(phoneNumber);
    clock.advance(31 * SECOND);
    await engine.send({
      phoneNumber,
      deviceUuid: device,
      channel: 'sms',
      locale: 'en',
      client: owner,
    });
    const second = await lastCode(phoneNumber);
    if (first !== second) {
      expect(await engine.verify({ phoneNumber, deviceUuid: device, code: first })).toMatchObject({
        ok: false,
      });
    }
    expect(await engine.verify({ phoneNumber, deviceUuid: device, code: second })).toEqual({
      ok: true,
    });
  });

  it('holds resends for 30 seconds and allows 5 sends per phone and requester per hour', async () => {
    const phoneNumber = newPhone();
    const send = () =>
      engine.send({ phoneNumber, deviceUuid: device, channel: 'sms', locale: 'en', client: owner });
    const start = clock.now().getTime();
    expect(await send()).toMatchObject({
      ok: true,
      resendAvailableAt: new Date(start + 30 * SECOND),
    });
    const early = await send();
    expect(early).toMatchObject({ ok: false, code: 'ERR_PIN_RESEND_COOLDOWN' });
    expect(early.resendAvailableAt).toEqual(new Date(start + 30 * SECOND));
    for (let i = 0; i < 4; i += 1) {
      clock.advance(30 * SECOND);
      expect(await send()).toMatchObject({ ok: true, sendsRemaining: 3 - i });
    }
    clock.advance(30 * SECOND);
    const capped = await send();
    expect(capped).toMatchObject({ ok: false, code: 'ERR_PIN_SEND_LIMIT' });
    expect(capped.resendAvailableAt).toEqual(new Date(start + 60 * MINUTE));
    clock.advance(60 * MINUTE);
    expect(await send()).toMatchObject({ ok: true });
  });

  it('gives no fresh guesses with a new code: 5 wrong tries per phone and requester an hour', async () => {
    const phoneNumber = newPhone();
    const send = () =>
      engine.send({ phoneNumber, deviceUuid: device, channel: 'sms', locale: 'en', client: owner });
    const verify = (code: string) => engine.verify({ phoneNumber, deviceUuid: device, code });
    await send();
    const first = await lastCode(phoneNumber);
    for (let i = 0; i < 4; i += 1) await verify(wrong(first));
    clock.advance(31 * SECOND);
    expect(await send()).toMatchObject({ ok: true });
    const second = await lastCode(phoneNumber);
    // The fifth wrong try of the hour burns the new code, and its right value is refused.
    expect(await verify(wrong(second))).toMatchObject({
      ok: false,
      code: 'ERR_PIN_ATTEMPTS_EXCEEDED',
      attemptsRemaining: 0,
    });
    expect(await verify(second)).toMatchObject({ ok: false });
    // No code is sent that could not be tried, until the hour of those tries has passed.
    clock.advance(31 * SECOND);
    expect(await send()).toMatchObject({ ok: false, code: 'ERR_PIN_SEND_LIMIT' });
    clock.advance(HOUR);
    expect(await send()).toMatchObject({ ok: true });
    expect(await verify(await lastCode(phoneNumber))).toEqual({ ok: true });
  });

  it('holds every requester together to 10 wrong tries per phone an hour', async () => {
    const phoneNumber = newPhone();
    const requesters = ['198.51.100.1', '198.51.100.2', '198.51.100.3'];
    const sends: boolean[] = [];
    for (const [index, client] of requesters.entries()) {
      const deviceUuid = `device-guess-${index}`;
      const sent = await engine.send({
        phoneNumber,
        deviceUuid,
        channel: 'sms',
        locale: 'en',
        client,
      });
      sends.push(sent.ok);
      if (!sent.ok) continue;
      const code = await lastCode(phoneNumber);
      for (let i = 0; i < PIN_RULES.maxWrongTries; i += 1) {
        await engine.verify({ phoneNumber, deviceUuid, code: wrong(code) });
      }
    }
    expect(sends).toEqual([true, true, false]);
    const pins = await test.db
      .selectFrom('pins')
      .select('attempts')
      .where('phone_number', '=', phoneNumber)
      .execute();
    expect(pins.reduce((sum, pin) => sum + pin.attempts, 0)).toBe(PIN_RULES.phoneWrongTriesPerHour);
  });

  it("lets the owner get and use a code after another requester spent the phone's allowance", async () => {
    const phoneNumber = newPhone();
    const attacker = '203.0.113.9';
    const send = (client: string, deviceUuid: string) =>
      engine.send({ phoneNumber, deviceUuid, channel: 'sms', locale: 'en', client });
    // The owner's code is live while someone else asks for codes to the same number.
    expect(await send(owner, device)).toMatchObject({ ok: true });
    const owners = await lastCode(phoneNumber);
    for (let i = 0; i < PIN_RULES.maxSendsPerHour; i += 1) {
      expect(await send(attacker, 'attacker-device')).toMatchObject({ ok: true });
      clock.advance(31 * SECOND);
    }
    expect(await send(attacker, 'attacker-device')).toMatchObject({
      ok: false,
      code: 'ERR_PIN_SEND_LIMIT',
    });
    expect(await engine.verify({ phoneNumber, deviceUuid: device, code: owners })).toEqual({
      ok: true,
    });
    expect(await send(owner, device)).toMatchObject({ ok: true });
    expect(
      await engine.verify({ phoneNumber, deviceUuid: device, code: await lastCode(phoneNumber) }),
    ).toEqual({ ok: true });
  });

  it('caps the messages to one phone at 15 an hour, whoever asks', async () => {
    const phoneNumber = newPhone();
    const results: boolean[] = [];
    for (let i = 0; i < PIN_RULES.phoneMessagesPerHour + 1; i += 1) {
      const client = `198.51.100.${10 + i}`;
      const sent = await engine.send({
        phoneNumber,
        deviceUuid: `d-${i}`,
        channel: 'sms',
        locale: 'en',
        client,
      });
      results.push(sent.ok);
    }
    expect(results).toEqual([...Array(PIN_RULES.phoneMessagesPerHour).fill(true), false]);
    expect(await readOutbox(test.db, { recipient: phoneNumber })).toHaveLength(
      PIN_RULES.phoneMessagesPerHour,
    );
  });

  it('holds that ceiling under concurrent wrong tries on several codes of one phone', async () => {
    const phoneNumber = newPhone();
    const devices = ['d-race-0', 'd-race-1', 'd-race-2'];
    const codes: string[] = [];
    for (const [index, deviceUuid] of devices.entries()) {
      const client = `198.51.100.${100 + index}`;
      expect(
        await engine.send({ phoneNumber, deviceUuid, channel: 'sms', locale: 'en', client }),
      ).toMatchObject({
        ok: true,
      });
      codes.push(await lastCode(phoneNumber));
    }
    await Promise.all(
      devices.flatMap((deviceUuid, index) =>
        Array.from({ length: PIN_RULES.maxWrongTries }, () =>
          engine.verify({ phoneNumber, deviceUuid, code: wrong(codes[index]!) }),
        ),
      ),
    );
    const pins = await test.db
      .selectFrom('pins')
      .select('attempts')
      .where('phone_number', '=', phoneNumber)
      .execute();
    expect(pins.reduce((sum, pin) => sum + pin.attempts, 0)).toBe(PIN_RULES.phoneWrongTriesPerHour);
  });
});
