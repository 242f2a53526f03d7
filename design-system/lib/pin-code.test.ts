import { describe, expect, it } from 'vitest';
import { completesPin, pinDigits } from './pin-code';

describe('pinDigits', () => {
  it.each([
    ['', ''],
    ['123', '123'],
    ['654 321', '654321'],
    ['654-321', '654321'],
    ['Your code is 654321.', '654321'],
    ['12a3456', '123456'],
    ['1234567', '123456'],
  ])('keeps the digits of %j: %j', (input, expected) => {
    expect(pinDigits(input, 6)).toBe(expected);
  });

  it('follows the length it is given', () => {
    expect(pinDigits('12345678', 4)).toBe('1234');
    expect(pinDigits('12345678', 8)).toBe('12345678');
  });
});

describe('completesPin', () => {
  it('is true when the last digit goes in', () => {
    expect(completesPin('12345', '123456', 6)).toBe(true);
    expect(completesPin('', '654321', 6)).toBe(true);
  });

  it('is false while digits are missing', () => {
    expect(completesPin('1234', '12345', 6)).toBe(false);
  });

  it('is false when a full code does not change', () => {
    expect(completesPin('123456', '123456', 6)).toBe(false);
  });

  it('is true when a different full code replaces a full one (a second paste)', () => {
    expect(completesPin('123456', '654321', 6)).toBe(true);
  });
});
