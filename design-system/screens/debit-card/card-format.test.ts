import { describe, expect, it } from 'vitest';
import { digitsOnly, formatCardNumber, formatExpiry } from './card-format';

describe('formatCardNumber', () => {
  it('groups digits in fours and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
    expect(formatCardNumber('4242 ')).toBe('4242');
  });

  it('stops at 19 digits', () => {
    expect(formatCardNumber('12345678901234567890123').replace(/ /g, '')).toHaveLength(19);
  });
});

describe('formatExpiry', () => {
  it('writes month and year with a separator', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('122')).toBe('12 / 2');
    expect(formatExpiry('1229')).toBe('12 / 29');
    expect(formatExpiry('12/29')).toBe('12 / 29');
    expect(formatExpiry('122999')).toBe('12 / 29');
  });

  it('pads a month that can only be one digit', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('429')).toBe('04 / 29');
  });

  it('shows the separator only once the year starts, so Backspace can remove it', () => {
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12 / ')).toBe('12');
    expect(formatExpiry('12 / 2')).toBe('12 / 2');
  });
});

describe('digitsOnly', () => {
  it('keeps at most the given number of digits', () => {
    expect(digitsOnly('12a34 5', 4)).toBe('1234');
  });
});
