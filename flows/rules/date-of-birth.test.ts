import { describe, expect, it } from 'vitest';
import { DOB_TEXTS, dobProblem, isPlausibleDob } from './date-of-birth';

const today = new Date(2026, 10, 24);

describe('dobProblem: a real past date within a lifetime, as typed', () => {
  it('takes a real past date within a lifetime', () => {
    expect(dobProblem('01/02/1980', today)).toBeUndefined();
    expect(dobProblem('01/01/1906', today)).toBeUndefined();
    expect(isPlausibleDob('01/02/1980', today)).toBe(true);
  });

  it.each([
    ['', DOB_TEXTS.empty],
    ['02/03/85', DOB_TEXTS.shortYear],
    ['2/3/85', DOB_TEXTS.shortYear],
    ['23/85', DOB_TEXTS.shape],
    ['02/30/1990', DOB_TEXTS.shape],
    ['13/01/1990', DOB_TEXTS.shape],
    ['01/01/2030', DOB_TEXTS.future],
  ])('refuses %j with a message', (dob, problem) => {
    expect(dobProblem(dob, today)).toBe(problem);
  });

  // The limit is a reference with the year, worded by the page in its language.
  it.each(['01/01/1890', '12/31/1905'])('refuses %j with the earliest year', (dob) => {
    expect(dobProblem(dob, today)).toEqual({
      id: 'dateOfBirthChecks.tooOld',
      values: { year: '1906' },
    });
  });
});
