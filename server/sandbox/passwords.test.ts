import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('passwords', () => {
  it('follows NIST length rules: 8 minimum, 64 and more accepted, no composition rules', () => {
    expect(passwordProblem('short7!')).toBe('too_short');
    expect(passwordProblem('correct horse battery')).toBeUndefined();
    expect(passwordProblem('alllowercaseletters')).toBeUndefined();
    expect(passwordProblem('a'.repeat(64))).toBeUndefined();
    expect(passwordProblem('a'.repeat(129))).toBe('too_long');
  });

  it('refuses the most common passwords, whatever their case', () => {
    expect(passwordProblem('password')).toBe('too_common');
    expect(passwordProblem('12345678')).toBe('too_common');
    expect(passwordProblem('Baseball')).toBe('too_common');
    expect(passwordProblem('Maple-Harbor-Lantern')).toBeUndefined();
  });

  it('stores only a salted scrypt hash and verifies against it', async () => {
    const hash = await hashPassword('Maple-Harbor-Lantern', cheap);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(hash).not.toContain('Maple');
    expect(await verifyPassword('Maple-Harbor-Lantern', hash)).toBe(true);
    expect(await verifyPassword('maple-harbor-lantern', hash)).toBe(false);
    expect(await hashPassword('Maple-Harbor-Lantern', cheap)).not.toBe(hash);
  });

  it('uses the OWASP cost by default', async () => {
    expect(await hashPassword('Maple-Harbor-Lantern')).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});
