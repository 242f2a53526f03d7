import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatUsPhone, hasForeignCountryCode, usPhoneDigits } from './us-phone';

describe('formatUsPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['55512345678', '(555) 123-4567'],
    ['+1 (555) 123-4567', '(555) 123-4567'],
    ['1-555-123-4567', '(555) 123-4567'],
    ['abc', ''],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['+4', '+4'],
    ['0044 20 7946 0958', '0044 20 7946 0958'],
    ['011 44 20 7946 0958', '011 44 20 7946 0958'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatUsPhone(input)).toBe(expected);
  });
});

describe('hasForeignCountryCode', () => {
  it.each([
    ['+44 20 7946 0958', true],
    ['+33 1 23 45 67 89', true],
    ['011 44 20 7946 0958', true],
    ['0044 20 7946 0958', true],
    ['+1 555 123 4567', false],
    ['001 555 123 4567', false],
    ['(555) 123-4567', false],
    ['442079460958', false],
    ['+', false],
  ])('%j -> %s', (input, foreign) => {
    expect(hasForeignCountryCode(input)).toBe(foreign);
  });
});

describe('usPhoneDigits', () => {
  it('keeps a number that starts with 1 but has only 10 digits', () => {
    expect(usPhoneDigits('1234567890')).toBe('1234567890');
  });
  it('drops the country code of a pasted E.164 number', () => {
    expect(usPhoneDigits('+15551234567')).toBe('5551234567');
  });
});

describe('caretAfterDigits', () => {
  it('puts the caret after the n-th digit', () => {
    expect(caretAfterDigits('(555) 123-4567', 3)).toBe(4);
    expect(caretAfterDigits('(555) 123-4567', 4)).toBe(7);
    expect(caretAfterDigits('(555) 123-4567', 10)).toBe(14);
  });
  it('puts the caret inside the bracket when no digit is before it', () => {
    expect(caretAfterDigits('(555', 0)).toBe(1);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});
