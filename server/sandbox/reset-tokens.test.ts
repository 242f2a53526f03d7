import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../db/test-database';
import { HOUR, manualClock } from './clock';
import { readOutbox } from './outbox';
import { verifyPassword } from './passwords';
import { createResetTokens, parseResetLink, resetLink } from './reset-tokens';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('reset links', () => {
  it('are built from the configured origin and read back', () => {
    const link = resetLink('https://join.example.com', 'parent', 'usr_1', 'tok-en_1');
    expect(link).toBe('https://join.example.com/reset-password/parent/usr_1/tok-en_1');
    expect(parseResetLink(link)).toEqual({ userId: 'usr_1', token: 'tok-en_1' });
    expect(parseResetLink('https://x/elsewhere/usr_1/t')).toBeUndefined();
  });
});

describe.each(testDatabaseKinds)('reset tokens on %s', (kind) => {
  let test: TestDatabase;
  const clock = manualClock();
  let tokens: ReturnType<typeof createResetTokens>;
  let seq = 0;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    tokens = createResetTokens({
      db: test.db,
      clock,
      publicBaseUrl: 'https://join.example.com',
      scryptCost: cheap,
    });
  });
  afterAll(() => test.close());

  async function userWithEmail() {
    const id = `usr_${seq++}`;
    const email = `${id}@example.com`;
    await test.db
      .insertInto('users')
      .values({ id, family_uid: 'f', role: 'parent', email, next_register_step: 'complete' })
      .execute();
    await tokens.requestReset(email.toUpperCase(), 'en');
    const [message] = await readOutbox(test.db, { recipient: email, limit: 1 });
    return { id, email, link: message!.data.link!, token: message!.data.token! };
  }

  it('emails a link to a known address and nothing for an unknown one', async () => {
    const { id, link } = await userWithEmail();
    expect(link).toMatch(
      new RegExp(`^https://join.example.com/reset-password/parent/${id}/[\\w-]{43}$`),
    );
    await tokens.requestReset('nobody@example.com', 'en');
    expect(await readOutbox(test.db, { recipient: 'nobody@example.com' })).toEqual([]);
  });

  it('stores only a digest of the token', async () => {
    const { id, token } = await userWithEmail();
    const rows = await test.db
      .selectFrom('reset_tokens')
      .selectAll()
      .where('user_id', '=', id)
      .execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sets the new password once and never again with the same link', async () => {
    const { id, token } = await userWithEmail();
    const input = {
      userId: id,
      token,
      newPassword: 'Maple-Harbor-Lantern',
      verifyPassword: 'Maple-Harbor-Lantern',
    };
    expect(await tokens.resetPassword(input)).toEqual({ ok: true });
    const user = await test.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('Maple-Harbor-Lantern', user.password_hash!)).toBe(true);
    expect(await tokens.resetPassword(input)).toMatchObject({
      ok: false,
      code: 'ERR_INVALID_RESET_TOKEN',
    });
  });

  it('expires after one hour', async () => {
    const { id, token } = await userWithEmail();
    expect(await tokens.isValid(id, token)).toBe(true);
    clock.advance(HOUR);
    expect(await tokens.isValid(id, token)).toBe(false);
    expect(
      await tokens.resetPassword({ userId: id, token, newPassword: 'Maple-Harbor-Lantern' }),
    ).toMatchObject({ ok: false, code: 'ERR_INVALID_RESET_TOKEN' });
  });

  it('refuses a token for another user, mismatched and common passwords', async () => {
    const { id, token } = await userWithEmail();
    expect(await tokens.isValid('usr_other', token)).toBe(false);
    expect(
      await tokens.resetPassword({
        userId: id,
        token,
        newPassword: 'Maple-Harbor-1',
        verifyPassword: 'Maple-Harbor-2',
      }),
    ).toMatchObject({ code: 'ERR_PASSWORD_MISMATCH' });
    expect(
      await tokens.resetPassword({ userId: id, token, newPassword: 'password1' }),
    ).toMatchObject({
      code: 'ERR_INVALID_PASSWORD',
    });
    expect(await tokens.isValid(id, token)).toBe(true);
  });
});
