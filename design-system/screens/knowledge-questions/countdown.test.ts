import { describe, expect, it } from 'vitest';
import { formatCountdown, spokenCountdown } from './countdown';

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(105)).toBe('1:45');
    expect(formatCountdown(9)).toBe('0:09');
  });

  it('rounds part seconds up and stops at zero', () => {
    expect(formatCountdown(0.2)).toBe('0:01');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('spokenCountdown', () => {
  it('reads as words', () => {
    expect(spokenCountdown(105)).toBe('1 minute 45 seconds');
    expect(spokenCountdown(120)).toBe('2 minutes');
    expect(spokenCountdown(1)).toBe('1 second');
    expect(spokenCountdown(0)).toBe('0 seconds');
  });
});
