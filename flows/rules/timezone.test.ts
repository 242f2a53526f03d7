import { describe, expect, it } from 'vitest';
import { browserTimeZone, isUsTimezone, stopsOutsideUs } from './timezone';

// Section 5: "treated as US-based when the browser timezone maps to US or is unknown".
describe('isUsTimezone', () => {
  it.each([
    ['America/New_York', true],
    ['America/Indiana/Indianapolis', true],
    ['America/Los_Angeles', true],
    ['Pacific/Honolulu', true],
    ['America/Anchorage', true],
    ['US/Eastern', true],
    // Territories count as the US.
    ['America/Puerto_Rico', true],
    ['America/St_Thomas', true],
    ['Pacific/Guam', true],
    ['Pacific/Saipan', true],
    ['Pacific/Pago_Pago', true],
    [null, true],
    ['', true],
    ['Europe/London', false],
    ['America/Toronto', false],
    ['America/Mexico_City', false],
    ['America/Puerto_Rico_Extra', false],
    ['Asia/Tokyo', false],
  ])('%s -> %s', (zone, us) => {
    expect(isUsTimezone(zone)).toBe(us);
  });

  it('reads the running zone from Intl', () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('stopsOutsideUs', () => {
  it('stops outside the US only with preventNonUSTimezones on', () => {
    expect(stopsOutsideUs(true, 'Europe/London')).toBe(true);
    expect(stopsOutsideUs(false, 'Europe/London')).toBe(false);
    expect(stopsOutsideUs(true, 'America/Chicago')).toBe(false);
    expect(stopsOutsideUs(true, null)).toBe(false);
  });
});
