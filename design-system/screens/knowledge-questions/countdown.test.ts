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
  it('says minutes and seconds, leaving out a part that is nought', () => {
    expect(spokenCountdown(105)).toEqual({
      id: 'kba.minutesSeconds',
      values: { minutes: 1, seconds: 45 },
    });
    expect(spokenCountdown(120)).toEqual({ id: 'kba.minutes', values: { minutes: 2 } });
    expect(spokenCountdown(1)).toEqual({ id: 'kba.seconds', values: { seconds: 1 } });
    expect(spokenCountdown(0)).toEqual({ id: 'kba.seconds', values: { seconds: 0 } });
    expect(spokenCountdown(-3)).toEqual({ id: 'kba.seconds', values: { seconds: 0 } });
  });
});
