import { describe, expect, it } from 'vitest';
import { REFERENCE_ALPHABET, REFERENCE_PATTERN, referenceOf } from './confirmation-reference';

describe('the confirmation reference', () => {
  it('reads as two groups of four from the alphabet', () => {
    expect(referenceOf([0, 1, 2, 3, 26, 27, 28, 10])).toBe('2345-XYZC');
    expect(referenceOf([0, 1, 2, 3, 26, 27, 28, 10])).toMatch(REFERENCE_PATTERN);
  });

  it('has no characters read or typed as another', () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILOUV]/);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
    expect(REFERENCE_PATTERN.test('2345-XYZ0')).toBe(false);
  });
});
