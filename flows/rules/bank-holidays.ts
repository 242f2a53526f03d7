// The days the Federal Reserve's settlement services close besides weekends, by its published
// rules: a fixed-date holiday on a Sunday is observed on the Monday after; one on a Saturday is
// not moved (the Reserve Banks open the Friday before). Juneteenth is one from 2021's law on,
// first observed by the Reserve Banks in 2022.
const FIXED: ReadonlyArray<readonly [month: number, day: number, since?: number]> = [
  [1, 1], // New Year's Day
  [6, 19, 2022], // Juneteenth National Independence Day
  [7, 4], // Independence Day
  [11, 11], // Veterans Day
  [12, 25], // Christmas Day
];

const MONDAY = 1;
const THURSDAY = 4;

// [month, weekday, which one of the month; -1 for the last]
const MOVABLE: ReadonlyArray<readonly [month: number, weekday: number, nth: number]> = [
  [1, MONDAY, 3], // Birthday of Martin Luther King, Jr.
  [2, MONDAY, 3], // Washington's Birthday
  [5, MONDAY, -1], // Memorial Day
  [9, MONDAY, 1], // Labor Day
  [10, MONDAY, 2], // Columbus Day
  [11, THURSDAY, 4], // Thanksgiving Day
];

/**
 * Whether the Federal Reserve's settlement services are closed on this calendar date.
 * @internal
 */
export function isBankHoliday(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay();
  const dayBefore = new Date(Date.UTC(year, month - 1, day - 1));
  const isFixed = (m: number, d: number, since = 0) =>
    year >= since &&
    ((month === m && day === d) ||
      // Observed on the Monday after a Sunday.
      (weekday === MONDAY && dayBefore.getUTCMonth() + 1 === m && dayBefore.getUTCDate() === d));
  if (FIXED.some(([m, d, since]) => isFixed(m, d, since))) return true;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return MOVABLE.some(
    ([m, wd, nth]) =>
      month === m &&
      weekday === wd &&
      (nth === -1 ? day + 7 > daysInMonth : Math.ceil(day / 7) === nth),
  );
}

/** Whether money moves between banks on this calendar date: a weekday but a holiday. */
export function isSettlementDay(year: number, month: number, day: number): boolean {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isBankHoliday(year, month, day);
}
