import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordWork } from '../sandbox/passwords';
import { startParentRegistration, TEST_PASSWORD } from './support/test-flows';
import { holdPasswordSlot } from './support/test-password-work';
import { startTestServer, type TestServer } from './support/test-server';

const password = { password: TEST_PASSWORD, confirm_password: TEST_PASSWORD };

/** The password answer hashes before its transaction, never while holding PGlite. */
describe('sign-up hashing on PGlite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'pglite' });
  });
  afterAll(() => server.close());

  it('answers reads while sign-ups wait for their hash', async () => {
    const reader = await startParentRegistration(server);
    const signUps = [await startParentRegistration(server), await startParentRegistration(server)];
    for (const signUp of signUps) {
      await signUp.answer({ set_user_email: `${signUp.phoneNumber.slice(1)}@example.com` });
    }
    const slots = [holdPasswordSlot(), holdPasswordSlot()];
    let answers: Array<Promise<Record<string, unknown>>> = [];
    try {
      answers = signUps.map((signUp) => signUp.answer({ set_user_password_and_confirm: password }));
      await vi.waitFor(() => expect(passwordWork.stats().queued).toBeGreaterThan(0), {
        timeout: 10_000,
      });
      const read = server.request('GET', '/api/v1/registration/answers', undefined, {
        authorization: `Bearer ${reader.token()}`,
      });
      // Generous: the read needs milliseconds; before the fix it waited for the hash forever.
      const answered = await Promise.race([read, sleep(10_000).then(() => 'stalled' as const)]);
      expect(answered).not.toBe('stalled');
      expect(answered).toMatchObject({ status: 200 });
      // Both sign-ups wait for a hash at once: neither holds the only connection meanwhile.
      expect(passwordWork.stats().queued).toBe(2);
    } finally {
      for (const slot of slots) slot.release();
    }
    for (const created of await Promise.all(answers)) {
      expect(created.extras).toEqual([expect.objectContaining({ action: 'create_user' })]);
    }
  });

  it('hashes nothing for an answer the cheap checks refuse', async () => {
    const signUp = await startParentRegistration(server);
    const before = passwordWork.stats().started;
    const early = await signUp.answer({ set_user_password_and_confirm: password });
    expect(early.errors[0]).toMatchObject({ code: 'ERR_INVALID_STATE' });
    await signUp.answer({ set_user_email: `${signUp.phoneNumber.slice(1)}@example.com` });
    const weak = await signUp.answer({
      set_user_password_and_confirm: { password: 'short', confirm_password: 'short' },
    });
    expect(weak.errors[0]).toMatchObject({ code: 'ERR_INVALID_PASSWORD' });
    const mismatch = await signUp.answer({
      set_user_password_and_confirm: { password: TEST_PASSWORD, confirm_password: 'other' },
    });
    expect(mismatch.errors[0]).toMatchObject({ code: 'ERR_PASSWORD_MISMATCH' });
    expect(passwordWork.stats().started - before).toBe(0);
    const created = await signUp.answer({ set_user_password_and_confirm: password });
    expect(created.extras[0]).toMatchObject({ action: 'create_user' });
    expect(passwordWork.stats().started - before).toBe(1);
  });

  it('refuses breached passwords and the person own words at sign-up, in the catalogue words', async () => {
    const signUp = await startParentRegistration(server);
    const email = `${signUp.phoneNumber.slice(1)}@example.com`;
    await signUp.answer({ set_user_email: email });
    const national = signUp.phoneNumber.slice(2);
    const formatted = `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
    for (const weak of ['P@ssw0rd', 'Harbor123', email, formatted]) {
      const refused = await signUp.answer({
        set_user_password_and_confirm: { password: weak, confirm_password: weak },
      });
      expect(refused.errors, weak).toEqual([
        expect.objectContaining({
          code: 'ERR_INVALID_PASSWORD',
          message: 'That password is too common. Please choose a different one.',
        }),
      ]);
    }
    const created = await signUp.answer({ set_user_password_and_confirm: password });
    expect(created.extras[0]).toMatchObject({ action: 'create_user' });
  });
});
