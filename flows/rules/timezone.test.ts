import { describe, expect, it } from 'vitest';
import { browserTimeZone, isUsTimezone } from './timezone';

// Section 5: "treated as US-based when the browser timezone maps to US or is unknown".
describe('isUsTimezone', () => {
  it.each([
    ['America/New_York', true],
    ['America/Indiana/Indianapolis', true],
    ['America/Los_Angeles', true],
    ['Pacific/Honolulu', true],
    ['America/Anchorage', true],
    ['US/Eastern', true],
    [undefined, true],
    ['', true],
    ['Europe/London', false],
    ['America/Toronto', false],
    ['America/Mexico_City', false],
    ['Asia/Tokyo', false],
  ])('%s -> %s', (zone, us) => {
    expect(isUsTimezone(zone)).toBe(us);
  });

  it('reads the running zone from Intl', () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
