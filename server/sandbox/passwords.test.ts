import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('passwords', () => {
  it('follows NIST length rules: 8 minimum, 64 and more accepted, no composition rules', async () => {
    expect(await passwordProblem('short7!')).toBe('too_short');
    expect(await passwordProblem('correct horse battery')).toBeUndefined();
    expect(await passwordProblem('alllowercaseletters')).toBeUndefined();
    expect(await passwordProblem('a'.repeat(64))).toBeUndefined();
    expect(await passwordProblem('a'.repeat(129))).toBe('too_long');
  });

  it('refuses breached and common passwords, whatever their case, with digits added or letters swapped', async () => {
    for (const password of [
      'password',
      '12345678',
      'Baseball',
      'P@ssw0rd',
      'M0nk3y2024',
      'dragon2024!',
      'Sunshine!!',
      'iloveyou1',
      'Qwerty123',
    ]) {
      expect(await passwordProblem(password), password).toBe('too_common');
    }
    expect(await passwordProblem('Maple-Harbor-Lantern')).toBeUndefined();
  });

  it('refuses the product name and the person own words: email, its local part, phone number and names', async () => {
    const person = {
      email: 'jordan.rivers1990@example.com',
      phoneNumber: '+12125550123',
      names: ['Jordan', 'Rivers'],
    };
    for (const password of [
      'Harbor123',
      'H@rb0r2024!',
      'jordan.rivers1990@example.com',
      'Jordan.Rivers1990',
      '2125550123',
      '(212) 555-0123',
      '+1 212 555 0123',
      'JordanRivers!',
      'R1v3rs2024',
    ]) {
      expect(await passwordProblem(password, person), password).toBe('too_common');
    }
    expect(await passwordProblem('Lantern-Quarry-Meadow-9', person)).toBeUndefined();
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
