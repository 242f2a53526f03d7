import { describe, expect, it } from 'vitest';
import { attemptsLeftText, formatCooldown } from './resend-cooldown';

describe('formatCooldown', () => {
  it.each([
    [27, '0:27'],
    [5, '0:05'],
    [60, '1:00'],
    [75, '1:15'],
    [0, '0:00'],
    [-3, '0:00'],
    [26.2, '0:27'],
  ])('%s seconds reads %s', (seconds, text) => {
    expect(formatCooldown(seconds)).toBe(text);
  });
});

describe('attemptsLeftText', () => {
  it('says try for one and tries otherwise', () => {
    expect(attemptsLeftText(1)).toBe('1 try left');
    expect(attemptsLeftText(3)).toBe('3 tries left');
    expect(attemptsLeftText(0)).toBe('0 tries left');
  });
});
