import { describe, expect, it } from 'vitest';
import { formatDob, formatSsn, ssnDigits } from './input-format';

describe('formatDob', () => {
  it('writes MM/DD/YYYY as the digits come', () => {
    expect(formatDob('0')).toBe('0');
    expect(formatDob('041')).toBe('04/1');
    expect(formatDob('04151985')).toBe('04/15/1985');
    expect(formatDob('04/15/19851')).toBe('04/15/1985');
  });

  it('reads a one-digit month or day closed by a separator as that month or day', () => {
    expect(formatDob('1/2/1980')).toBe('01/02/1980');
    expect(formatDob('1-2-1980')).toBe('01/02/1980');
    expect(formatDob('1.2.1980')).toBe('01/02/1980');
    expect(formatDob('01/02/1980')).toBe('01/02/1980');
    expect(formatDob('2/3/85')).toBe('02/03/85');
  });

  it('keeps a separator as it is typed, and lets it be deleted', () => {
    expect(formatDob('1')).toBe('1');
    expect(formatDob('1/')).toBe('01/');
    expect(formatDob('01/2/')).toBe('01/02/');
    expect(formatDob('01/02')).toBe('01/02');
    expect(formatDob('01/')).toBe('01/');
    expect(formatDob('01')).toBe('01');
    expect(formatDob('/')).toBe('');
    expect(formatDob('0102/1980')).toBe('01/02/1980');
  });
});

describe('ssnDigits and formatSsn', () => {
  it('keeps 4 or 9 digits by what the flow asks for', () => {
    expect(ssnDigits('123-45-0001')).toBe('123450001');
    expect(ssnDigits('123-45-0001-99')).toBe('123450001');
  });

  it('shows the full number with dashes', () => {
    expect(formatSsn('123450001')).toBe('123-45-0001');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('12')).toBe('12');
  });
});
