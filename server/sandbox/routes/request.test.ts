import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { isUsNationalNumber } from '../../../flows/rules/us-number';
import { HttpError } from '../../http/errors';
import { usPhoneNumber } from './request';

/** What libphonenumber alone makes of a value: the E.164 number, or undefined when refused. */
function byParser(value: string): string | undefined {
  const parsed = parsePhoneNumberFromString(value, 'US');
  return parsed?.countryCallingCode === '1' && isUsNationalNumber(parsed.nationalNumber)
    ? parsed.number
    : undefined;
}

function ours(value: string): string | undefined {
  try {
    return usPhoneNumber(value);
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}

describe('usPhoneNumber', () => {
  it('reads plain digits, with or without 1 or +1, exactly as libphonenumber does', () => {
    const prefix = fc.constantFrom('', '1', '+1', '+', '01', '+2', '11');
    const digits = fc.stringMatching(/^\d{9,11}$/);
    fc.assert(
      fc.property(prefix, digits, (before, number) => {
        const value = `${before}${number}`;
        expect(ours(value)).toBe(byParser(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('still reads the shapes people type', () => {
    for (const value of ['(201) 555-0100', '+1 201 555 0100', '1-201-555-0100', '201.555.0100']) {
      expect(ours(value)).toBe('+12015550100');
    }
  });

  it('refuses what is not a US number, with the field named', () => {
    for (const value of [
      '+44 20 7946 0958',
      '+1 876 555 0100',
      '8005550100',
      '1015550100',
      '2011550100',
      '555',
      '',
    ]) {
      expect(ours(value)).toBeUndefined();
    }
    expect(() => usPhoneNumber('123', 'phone')).toThrow(
      expect.objectContaining({
        status: 400,
        extra: { fields: [{ field: 'phone', problem: 'invalid_format' }] },
      }),
    );
  });
});
