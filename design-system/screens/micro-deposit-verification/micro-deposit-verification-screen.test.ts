import { describe, expect, it } from 'vitest';
import { cleanAmount } from './micro-deposit-verification-screen';

describe('cleanAmount', () => {
  it('keeps dollars and at most two decimals', () => {
    expect(cleanAmount('0.32')).toBe('0.32');
    expect(cleanAmount('$0.325')).toBe('0.32');
    expect(cleanAmount('.45')).toBe('.45');
    expect(cleanAmount('0..4.5')).toBe('0.45');
  });

  it('drops letters and keeps at most two digits before the point', () => {
    expect(cleanAmount('abc')).toBe('');
    expect(cleanAmount('3200')).toBe('32');
    expect(cleanAmount('100.5')).toBe('10.5');
  });
});
