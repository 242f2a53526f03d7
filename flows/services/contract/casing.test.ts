import { describe, expect, it } from 'vitest';
import { toCamel, toCamelKey, toSnake, toSnakeKey } from './casing';

describe('casing', () => {
  it.each([
    ['phoneNumber', 'phone_number'],
    ['instantFundingAccountId', 'instant_funding_account_id'],
    ['amount_1', 'amount_1'],
    ['ssnLast4', 'ssn_last4'],
    ['userJWT', 'user_jwt'],
    ['setUserEmail', 'set_user_email'],
    ['role', 'role'],
  ])('%s goes out as %s', (camel, snake) => {
    expect(toSnakeKey(camel)).toBe(snake);
  });

  it.each([
    'phoneNumber',
    'instantFundingAccountId',
    'amount_1',
    'kba_1',
    'ssnLast4',
    'setLegalFirstName',
    'tokenizedLink',
    'resolvesErrorId',
    'userJWT',
  ])('%s survives the round trip through the wire', (key) => {
    expect(toCamelKey(toSnakeKey(key))).toBe(key);
  });

  it('keeps kba_1 and kba1 apart (an underscore before a digit stays)', () => {
    expect(toCamelKey('kba_1')).not.toBe(toCamelKey('kba1'));
  });

  it('renames keys at every depth and leaves values alone', () => {
    const body = {
      answers: { setUserEmail: { emailAddress: 'set_user_email' } },
      questions: ['set_user_email'],
      params: { instantFundingAccountId: 'fa_1', amount_1: 0.12 },
    };
    const wire = toSnake(body);
    expect(wire).toEqual({
      answers: { set_user_email: { email_address: 'set_user_email' } },
      questions: ['set_user_email'],
      params: { instant_funding_account_id: 'fa_1', amount_1: 0.12 },
    });
    expect(toCamel(wire)).toEqual(body);
  });

  it('never mutates its input and passes dates and primitives through', () => {
    const date = new Date(0);
    const body = { createdAt: date, list: [{ aB: 1 }] };
    const out = toSnake(body) as { created_at: Date; list: unknown[] };
    expect(out.created_at).toBe(date);
    expect(body).toEqual({ createdAt: date, list: [{ aB: 1 }] });
    expect(toCamel('a_b')).toBe('a_b');
    expect(toCamel(null)).toBe(null);
  });
});
