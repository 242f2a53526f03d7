import { describe, expect, it } from 'vitest';
import { ageFromDob, isOldEnough, isUnder18 } from './age';

// Section 5: "Age is from a date in MM/DD/YYYY against today."
const today = new Date(2025, 5, 15); // 15 June 2025, local time

describe('ageFromDob', () => {
  it.each([
    ['06/15/2012', 13],
    ['06/16/2012', 12],
    ['06/14/2012', 13],
    ['01/01/1990', 35],
    ['06/15/2007', 18],
    ['06/16/2007', 17],
    ['02/29/2012', 13],
  ])('%s is %i on 06/15/2025', (dob, age) => {
    expect(ageFromDob(dob, today)).toBe(age);
  });

  it.each(['02/30/2010', '13/01/2010', '2010-01-01', '1/1/2010', '', '06/16/2025'])(
    '%s has no age',
    (dob) => {
      expect(ageFromDob(dob, today)).toBeUndefined();
    },
  );
});

describe('limits (section 9: "Minimum age 13; age limit 18")', () => {
  it.each([
    [12, false, true],
    [13, true, true],
    [17, true, true],
    [18, true, false],
  ])('age %i: may continue %s, under 18 %s', (age, oldEnough, under18) => {
    expect(isOldEnough(age)).toBe(oldEnough);
    expect(isUnder18(age)).toBe(under18);
  });
});
