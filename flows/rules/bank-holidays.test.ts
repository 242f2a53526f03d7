import { describe, expect, it } from 'vitest';
import { isBankHoliday } from './bank-holidays';

const on = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return isBankHoliday(year, month, day);
};

describe('isBankHoliday', () => {
  it("names the Federal Reserve's holidays of 2026", () => {
    // The Reserve Banks' published list for 2026.
    const holidays = [
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ];
    const found: string[] = [];
    for (let day = new Date(Date.UTC(2026, 0, 1)); day.getUTCFullYear() === 2026; ) {
      const iso = day.toISOString().slice(0, 10);
      const weekday = day.getUTCDay();
      if (weekday !== 0 && weekday !== 6 && on(iso)) found.push(iso);
      day = new Date(day.getTime() + 24 * 60 * 60 * 1000);
    }
    // 4 July 2026 is a Saturday: the Reserve Banks do not close on Friday the 3rd.
    expect(found).toEqual(holidays.filter((day) => day !== '2026-07-03'));
  });

  it('observes a Sunday holiday on the Monday after', () => {
    expect(on('2027-07-05')).toBe(true); // 4 July 2027 is a Sunday
    expect(on('2034-01-02')).toBe(true); // 1 January 2034 is a Sunday
    expect(on('2027-07-06')).toBe(false);
  });

  it('counts Juneteenth only from 2022, and never moves a Saturday holiday to Friday', () => {
    expect(on('2021-06-18')).toBe(false);
    expect(on('2022-06-20')).toBe(true); // 19 June 2022 is a Sunday
    expect(on('2027-12-24')).toBe(false); // Christmas 2027 is a Saturday
    expect(on('2027-12-31')).toBe(false); // and so is New Year's Day 2028
  });
});
