import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../db/test-database';
import { MINUTE, manualClock, SECOND } from './clock';
import { readOutbox } from './outbox';
import { createPinEngine, PIN_RULES } from './pins';

describe.each(testDatabaseKinds)('PIN engine on %s', (kind) => {
  let test: TestDatabase;
  const clock = manualClock();
  let engine: ReturnType<typeof createPinEngine>;
  let phoneSeq = 0;
  const newPhone = () => `+1555010${String(phoneSeq++).padStart(4, '0')}`;
  const device = 'device-1';

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    engine = createPinEngine({ db: test.db, clock, pepper: 'test-pepper' });
  }, 30_000);
  afterAll(() => test.close());

  async function lastCode(phoneNumber: string): Promise<string> {
    const [message] = await readOutbox(test.db, { recipient: phoneNumber, limit: 1 });
    return message!.data.code!;
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a 6-digit code to the outbox and stores only a digest of it', async () => {
    const phoneNumber = newPhone();
    const sent = await engine.send({ phoneNumber, deviceUuid: device, channel: 'sms' });
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
    await engine.send({ phoneNumber, deviceUuid: device, channel: 'sms' });
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
    await engine.send({ phoneNumber, deviceUuid: device, channel: 'sms' });
    const code = await lastCode(phoneNumber);
    expect(await engine.verify({ phoneNumber, deviceUuid: 'other-device', code })).toMatchObject({
      ok: false,
    });
    expect(await engine.verify({ phoneNumber, deviceUuid: device, code })).toEqual({ ok: true });
  });

  it('expires after 10 minutes', async () => {
    const phoneNumber = newPhone();
    await engine.send({ phoneNumber, deviceUuid: device, channel: 'sms' });
    const code = await lastCode(phoneNumber);
    clock.advance(10 * MINUTE);
    expect(await engine.verify({ phoneNumber, deviceUuid: device, code })).toMatchObject({
      ok: false,
      code: 'ERR_PIN_EXPIRED',
    });
  });

  it('counts down the tries left and burns the code after 5 wrong ones', async () => {
    const phoneNumber = newPhone();
    await engine.send({ phoneNumber, deviceUuid: device, channel: 'voice' });
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
    await engine.send({ phoneNumber, deviceUuid: device, channel: 'sms' });
    const first = await lastCode(phoneNumber);
    clock.advance(31 * SECOND);
    await engine.send({ phoneNumber, deviceUuid: device, channel: 'sms' });
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

  it('holds resends for 30 seconds and allows 5 sends per phone per hour', async () => {
    const phoneNumber = newPhone();
    const send = () => engine.send({ phoneNumber, deviceUuid: device, channel: 'sms' });
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
});
